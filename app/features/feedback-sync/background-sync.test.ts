import { describe, expect, it, vi } from "vitest";
import { FEEDBACK_SYNC_TAG, FLUSH_FEEDBACK_OUTBOX } from "~/lib/service-worker-protocol";
import { onOutboxSyncRequest, requestOutboxSync } from "./background-sync";

function container(registration: unknown) {
  return Object.assign(new EventTarget(), { getRegistration: vi.fn(async () => registration) }) as unknown as ServiceWorkerContainer;
}

describe("Background Sync for the outbox", () => {
  it("asks for one sync with the outbox tag where the browser supports it", async () => {
    const register = vi.fn(async () => {});
    await requestOutboxSync(container({ sync: { register } }));
    expect(register).toHaveBeenCalledWith(FEEDBACK_SYNC_TAG);
  });

  it("does nothing (and does not throw) without a worker or without Background Sync", async () => {
    await expect(requestOutboxSync(container(undefined))).resolves.toBeUndefined();
    await expect(requestOutboxSync(container({}))).resolves.toBeUndefined();
    await expect(requestOutboxSync(undefined)).resolves.toBeUndefined();
  });

  it("flushes when the worker relays the sync, and ignores other messages", () => {
    const target = container({});
    const flush = vi.fn();
    const stop = onOutboxSyncRequest(flush, target);
    target.dispatchEvent(new MessageEvent("message", { data: { type: "SOMETHING_ELSE" } }));
    expect(flush).not.toHaveBeenCalled();
    target.dispatchEvent(new MessageEvent("message", { data: { type: FLUSH_FEEDBACK_OUTBOX } }));
    expect(flush).toHaveBeenCalledTimes(1);
    stop();
    target.dispatchEvent(new MessageEvent("message", { data: { type: FLUSH_FEEDBACK_OUTBOX } }));
    expect(flush).toHaveBeenCalledTimes(1);
  });
});
