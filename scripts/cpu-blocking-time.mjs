// The page's own blocking time, from the trace of a Lighthouse run (decision 117).
//
// Lighthouse's total blocking time takes each main-thread task's wall time, multiplies it by 4 (its
// simulated mid-range phone) and counts what exceeds 50 ms. On a 2-core machine a task's wall time also
// holds the time its thread waited for a core while Chromium's other processes, the compositor and the
// audit itself ran, so the figure mixes the page's work with the machine's. The trace records each task's
// thread time (CPU time) as well; the same sum over thread times counts only what the page's main thread
// itself computed. It is printed next to Lighthouse's figure, never gated, and it is not what issue 13
// asks for: it says how much of a page's blocking time is the page's.

const MULTIPLIER = 4;
const LONG_TASK_MS = 50;

/**
 * Σ max(0, 4 × thread time − 50 ms) over the top-level tasks of the page's main thread that start after
 * its first contentful paint, in ms; undefined when the trace has no document parse or paint for `url`.
 */
export function cpuBlockingTime(traceEvents, url) {
  const parse = traceEvents.find((event) => event.name === "ParseHTML" && event.args?.beginData?.url === url);
  if (!parse) return undefined;
  const onMain = (event) => event.pid === parse.pid && event.tid === parse.tid;
  const firstPaint = traceEvents
    .filter((event) => event.name === "firstContentfulPaint" && event.pid === parse.pid && event.ts >= parse.ts)
    .sort((a, b) => a.ts - b.ts)[0];
  if (!firstPaint) return undefined;
  let total = 0;
  for (const event of traceEvents) {
    if (event.name !== "RunTask" || event.ph !== "X" || !onMain(event) || event.ts < firstPaint.ts) continue;
    const cpuMs = (event.tdur ?? event.dur ?? 0) / 1000;
    total += Math.max(0, MULTIPLIER * cpuMs - LONG_TASK_MS);
  }
  return total;
}
