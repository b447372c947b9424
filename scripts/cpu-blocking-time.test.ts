import { describe, expect, it } from "vitest";
import { cpuBlockingTime, type TraceEvent } from "./cpu-blocking-time.mjs";

const URL = "http://127.0.0.1:4000/";
const MAIN = { pid: 1, tid: 10 };

/** A main-thread task at `atMs` lasting `wallMs`, of which `cpuMs` on the CPU. */
const task = (atMs: number, wallMs: number, cpuMs: number, thread = MAIN): TraceEvent => ({
  name: "RunTask",
  ph: "X",
  ...thread,
  ts: atMs * 1000,
  dur: wallMs * 1000,
  tdur: cpuMs * 1000,
});

const page = (extra: TraceEvent[]): TraceEvent[] => [
  { name: "ParseHTML", ph: "X", ...MAIN, ts: 0, dur: 5000, args: { beginData: { url: URL } } },
  { name: "firstContentfulPaint", ph: "R", pid: 1, tid: 10, ts: 100_000 },
  ...extra,
];

describe("cpuBlockingTime", () => {
  it("counts thread time, not wall time: a task that mostly waited for a core blocks little", () => {
    // 40 ms wall, 10 ms CPU: Lighthouse counts 4 × 40 − 50 = 110 ms, the page's own work 0.
    expect(cpuBlockingTime(page([task(200, 40, 10)]), URL)).toBe(0);
    // 20 ms CPU: 4 × 20 − 50 = 30 ms.
    expect(cpuBlockingTime(page([task(200, 40, 20)]), URL)).toBe(30);
  });

  it("sums the tasks after first contentful paint only, on the page's main thread only", () => {
    const events = page([
      task(50, 30, 30), // before first paint: part of painting, not blocking
      task(200, 20, 20), // 30
      task(300, 15, 15), // 10
      task(400, 60, 60, { pid: 1, tid: 11 }), // another thread of the renderer
      task(500, 60, 60, { pid: 2, tid: 10 }), // another process
    ]);
    expect(cpuBlockingTime(events, URL)).toBe(40);
  });

  it("falls back to wall time for a task without thread time", () => {
    const events = page([{ name: "RunTask", ph: "X", ...MAIN, ts: 200_000, dur: 20_000 }]);
    expect(cpuBlockingTime(events, URL)).toBe(30);
  });

  it("says nothing for a trace without the page's parse or first paint", () => {
    expect(cpuBlockingTime(page([task(200, 40, 40)]), "http://127.0.0.1:4000/other")).toBeUndefined();
    expect(cpuBlockingTime([{ name: "ParseHTML", ph: "X", ...MAIN, ts: 0, args: { beginData: { url: URL } } }], URL)).toBeUndefined();
  });
});
