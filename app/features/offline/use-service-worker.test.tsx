// @vitest-environment jsdom
import { renderHook } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { REGISTER_AFTER_LOAD_MS, useServiceWorker } from "./use-service-worker";

const registerServiceWorker = vi.hoisted(() => vi.fn(async () => undefined));
vi.mock("./register", () => ({ registerServiceWorker }));

const loadText = async () => ({ title: "t", description: "d", actionLabel: "a" });

function setReadyState(state: DocumentReadyState) {
  Object.defineProperty(document, "readyState", { value: state, configurable: true });
}

beforeEach(() => {
  vi.useFakeTimers();
  Object.defineProperty(navigator, "serviceWorker", { value: {}, configurable: true });
});

afterEach(() => {
  vi.useRealTimers();
  Reflect.deleteProperty(document, "readyState");
  Reflect.deleteProperty(navigator, "serviceWorker");
  registerServiceWorker.mockClear();
});

describe("useServiceWorker", () => {
  it("registers only a while after the load event, in an idle moment", async () => {
    setReadyState("loading");
    renderHook(() => useServiceWorker(loadText, true));
    await vi.advanceTimersByTimeAsync(REGISTER_AFTER_LOAD_MS * 2);
    expect(registerServiceWorker).not.toHaveBeenCalled();

    setReadyState("complete");
    window.dispatchEvent(new Event("load"));
    await vi.advanceTimersByTimeAsync(REGISTER_AFTER_LOAD_MS - 1);
    expect(registerServiceWorker).not.toHaveBeenCalled();

    // jsdom has no requestIdleCallback: whenIdle runs the task in the next task.
    await vi.advanceTimersByTimeAsync(1);
    await vi.waitFor(() => expect(registerServiceWorker).toHaveBeenCalledTimes(1));
  });

  it("counts from mount when the page had already loaded", async () => {
    setReadyState("complete");
    renderHook(() => useServiceWorker(loadText, true));
    await vi.advanceTimersByTimeAsync(REGISTER_AFTER_LOAD_MS - 1);
    expect(registerServiceWorker).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    await vi.waitFor(() => expect(registerServiceWorker).toHaveBeenCalledTimes(1));
  });

  it("never registers once the page has unmounted before the wait ended", async () => {
    setReadyState("complete");
    const { unmount } = renderHook(() => useServiceWorker(loadText, true));
    await vi.advanceTimersByTimeAsync(REGISTER_AFTER_LOAD_MS / 2);
    unmount();
    await vi.advanceTimersByTimeAsync(REGISTER_AFTER_LOAD_MS * 2);
    expect(registerServiceWorker).not.toHaveBeenCalled();
  });

  it("does nothing when disabled (development builds, VITE_SERVICE_WORKER=off)", async () => {
    setReadyState("complete");
    renderHook(() => useServiceWorker(loadText, false));
    await vi.advanceTimersByTimeAsync(REGISTER_AFTER_LOAD_MS * 2);
    expect(registerServiceWorker).not.toHaveBeenCalled();
  });
});
