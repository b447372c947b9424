// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { RETRY_DELAYS_MS, retryImport } from "./retry-import";

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe("retryImport", () => {
  it("resolves at once when the first load works", async () => {
    const load = vi.fn().mockResolvedValue("modul");
    await expect(retryImport(load)).resolves.toBe("modul");
    expect(load).toHaveBeenCalledTimes(1);
  });

  it("never rejects: it retries after a pause until the chunk arrives", async () => {
    const load = vi
      .fn()
      .mockRejectedValueOnce(new TypeError("Failed to fetch dynamically imported module"))
      .mockRejectedValueOnce(new TypeError("Failed to fetch dynamically imported module"))
      .mockResolvedValue("modul");
    const result = retryImport(load);
    await vi.advanceTimersByTimeAsync(RETRY_DELAYS_MS[0] - 1);
    expect(load).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(load).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(RETRY_DELAYS_MS[1]);
    await expect(result).resolves.toBe("modul");
    expect(load).toHaveBeenCalledTimes(3);
  });

  it("retries straight away when the browser comes back online, and only once per failure", async () => {
    const load = vi.fn().mockRejectedValueOnce(new TypeError("offline")).mockResolvedValue("modul");
    const result = retryImport(load);
    await vi.advanceTimersByTimeAsync(0);
    window.dispatchEvent(new Event("online"));
    await expect(result).resolves.toBe("modul");
    expect(load).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(RETRY_DELAYS_MS[0] * 2);
    expect(load).toHaveBeenCalledTimes(2);
  });
});
