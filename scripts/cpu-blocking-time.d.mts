// Types for scripts/cpu-blocking-time.mjs (used by scripts/audit.mjs and its test).
export interface TraceEvent {
  name: string;
  ph?: string;
  pid: number;
  tid: number;
  ts: number;
  dur?: number;
  tdur?: number;
  args?: { beginData?: { url?: string } } & Record<string, unknown>;
}
export function cpuBlockingTime(traceEvents: TraceEvent[], url: string): number | undefined;
