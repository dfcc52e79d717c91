// The one look of a hidden figure: "minder dan k", the same whether the group is empty, small, or
// hidden only so that a small group elsewhere cannot be worked out from it (secondary suppression):
// a different look would tell which. k comes from the server's answer, never from the client.
import { hiddenText, type FigureValue } from './chartModel';
import { formatValue, type ValueFormat } from './statsFormat';

export function HiddenFigure({ k }: { k: number }) {
  return <span className="mg-stat-hidden">{hiddenText(k)}</span>;
}

/** A figure or, when it is hidden (null), the marker. */
export function Figure({ figure, k, format }: { figure: FigureValue | undefined; k: number; format: ValueFormat }) {
  if (figure?.absent) return <>–</>;
  if (!figure || figure.value === null) return <HiddenFigure k={k} />;
  return <>{formatValue(figure.value, format)}</>;
}
