// The one look of a hidden figure: "minder dan k", the same whether the group is empty or small (a
// different look would tell which). A figure hidden only so that a small group elsewhere cannot be
// worked out from it (secondary suppression) is not below k, so it says "verborgen" in the same
// style. k comes from the server's answer, never from the client.
import { hiddenText, type FigureValue, type HiddenReason } from './chartModel';
import { formatValue, type ValueFormat } from './statsFormat';

export function HiddenFigure({ k, reason }: { k: number; reason?: HiddenReason }) {
  return <span className="mg-stat-hidden">{hiddenText(k, reason)}</span>;
}

/** A figure or, when it is hidden (null), the marker. */
export function Figure({ figure, k, format }: { figure: FigureValue | undefined; k: number; format: ValueFormat }) {
  if (figure?.absent) return <>–</>;
  if (!figure || figure.value === null) return <HiddenFigure k={k} reason={figure?.hidden} />;
  return <>{formatValue(figure.value, format)}</>;
}
