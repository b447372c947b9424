// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from "vitest";
import { whenIdle } from "./when-idle";

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe("whenIdle", () => {
  it("hands the task to requestIdleCallback with the deadline, never running it in the caller's task", () => {
    const callbacks: Array<() => void> = [];
    const requestIdleCallback = vi.fn((callback: () => void, _options: { timeout: number }) => callbacks.push(callback));
    vi.stubGlobal("requestIdleCallback", requestIdleCallback);
    const task = vi.fn();
    whenIdle(task, 1_000);
    expect(task).not.toHaveBeenCalled();
    expect(requestIdleCallback.mock.calls[0]?.[1]).toEqual({ timeout: 1_000 });
    callbacks[0]!();
    expect(task).toHaveBeenCalledTimes(1);
  });

  it("can be cancelled before the browser is idle", () => {
    const cancelIdleCallback = vi.fn();
    vi.stubGlobal("requestIdleCallback", vi.fn(() => 7));
    vi.stubGlobal("cancelIdleCallback", cancelIdleCallback);
    whenIdle(() => {}, 1_000)();
    expect(cancelIdleCallback).toHaveBeenCalledWith(7);
  });

  it("without requestIdleCallback, runs the task in the next task", () => {
    vi.useFakeTimers();
    vi.stubGlobal("requestIdleCallback", undefined);
    const task = vi.fn();
    whenIdle(task, 1_000);
    expect(task).not.toHaveBeenCalled();
    vi.advanceTimersByTime(0);
    expect(task).toHaveBeenCalledTimes(1);

    const cancelled = vi.fn();
    whenIdle(cancelled, 1_000)();
    vi.advanceTimersByTime(10);
    expect(cancelled).not.toHaveBeenCalled();
  });
});
