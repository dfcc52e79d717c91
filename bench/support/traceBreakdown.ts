// Where the main thread's time went during a traced stretch of a page (Chromium's devtools.timeline
// trace, as the Performance panel records it): each event's own time (its duration less the events
// nested in it) summed by kind, so a 'next' splits into script, style, layout, paint and the rest.

interface TraceEvent {
  name: string;
  ph: string;
  ts: number;
  dur?: number;
  pid: number;
  tid: number;
}

export type Part = 'script' | 'style' | 'layout' | 'paint and composite' | 'other';

const PARTS: Record<string, Part> = {
  FunctionCall: 'script',
  EventDispatch: 'script',
  RunMicrotasks: 'script',
  TimerFire: 'script',
  FireAnimationFrame: 'script',
  EvaluateScript: 'script',
  'v8.compile': 'script',
  'V8.GC_SCAVENGER': 'script',
  MajorGC: 'script',
  MinorGC: 'script',
  UpdateLayoutTree: 'style',
  ParseAuthorStyleSheet: 'style',
  Layout: 'layout',
  'IntersectionObserverController::computeIntersections': 'layout',
  HitTest: 'layout',
  PrePaint: 'paint and composite',
  Paint: 'paint and composite',
  Commit: 'paint and composite',
  Layerize: 'paint and composite',
  UpdateLayer: 'paint and composite',
  CompositeLayers: 'paint and composite',
};

const partOf = (name: string): Part => PARTS[name] ?? (name.startsWith('V8.') ? 'script' : 'other');

/** Milliseconds of the renderer's main thread by part, from a trace file's JSON. */
export function breakdown(traceJson: string): Record<Part, number> {
  const parsed = JSON.parse(traceJson) as { traceEvents?: TraceEvent[] } | TraceEvent[];
  const events = Array.isArray(parsed) ? parsed : (parsed.traceEvents ?? []);
  // The renderer's main thread: the one that lays out.
  const counts = new Map<string, number>();
  for (const e of events)
    if (e.name === 'Layout' || e.name === 'UpdateLayoutTree')
      counts.set(`${e.pid}:${e.tid}`, (counts.get(`${e.pid}:${e.tid}`) ?? 0) + 1);
  const main = [...counts].sort((a, b) => b[1] - a[1])[0]?.[0];
  const spans = events
    .filter((e) => e.ph === 'X' && e.dur !== undefined && `${e.pid}:${e.tid}` === main)
    .sort((a, b) => a.ts - b.ts || b.dur! - a.dur!);
  const totals: Record<Part, number> = { script: 0, style: 0, layout: 0, 'paint and composite': 0, other: 0 };
  const stack: TraceEvent[] = [];
  for (const e of spans) {
    while (stack.length && stack[stack.length - 1].ts + stack[stack.length - 1].dur! <= e.ts) stack.pop();
    const parent = stack[stack.length - 1];
    // A task's own time is the scheduler's, not the page's work: left out.
    if (e.name !== 'RunTask') totals[partOf(e.name)] += e.dur! / 1000;
    if (parent && parent.name !== 'RunTask') totals[partOf(parent.name)] -= e.dur! / 1000;
    stack.push(e);
  }
  return totals;
}
