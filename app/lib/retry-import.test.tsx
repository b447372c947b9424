// @vitest-environment jsdom
import { act, cleanup, render, screen } from "@testing-library/react";
import { Suspense } from "react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { lazyWithRetry } from "./lazy-with-retry";
import { RETRY_DELAYS_MS, failedModule, retryImport, retryNow } from "./retry-import";

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

describe("retryImport, told and hurried", () => {
  it("tells the waiting place of every failure, counting them", async () => {
    const load = vi.fn().mockRejectedValueOnce(new Error("1")).mockRejectedValueOnce(new Error("2")).mockResolvedValue("modul");
    const failures: number[] = [];
    const result = retryImport(load, { onFailure: (count) => failures.push(count) });
    await vi.advanceTimersByTimeAsync(0);
    expect(failures).toEqual([1]);
    await vi.advanceTimersByTimeAsync(RETRY_DELAYS_MS[0]);
    expect(failures).toEqual([1, 2]);
    await vi.advanceTimersByTimeAsync(RETRY_DELAYS_MS[1]);
    await expect(result).resolves.toBe("modul");
    expect(failures).toEqual([1, 2]);
  });

  it("retryNow sends a waiting retry at once instead of after its pause", async () => {
    const load = vi.fn().mockRejectedValueOnce(new Error("offline")).mockResolvedValue("modul");
    const result = retryImport(load);
    await vi.advanceTimersByTimeAsync(0);
    expect(load).toHaveBeenCalledTimes(1);
    retryNow();
    await expect(result).resolves.toBe("modul");
    expect(load).toHaveBeenCalledTimes(2);
    // The pause's timer was cleared: no third try.
    await vi.advanceTimersByTimeAsync(RETRY_DELAYS_MS[0] * 2);
    expect(load).toHaveBeenCalledTimes(2);
  });
});

describe("retryImport and the early event contract", () => {
  it("tells the page of a chunk that failed, as the rejection the contract listens for", async () => {
    vi.useFakeTimers();
    const heard: unknown[] = [];
    const listener = (event: Event) => heard.push((event as Event & { reason?: unknown }).reason);
    window.addEventListener("unhandledrejection", listener);
    // Safari's words, which name no module: the retry loads the same way (one not retried afresh).
    const failure = new TypeError("Importing a module script failed.");
    const load = vi.fn().mockRejectedValueOnce(failure).mockResolvedValueOnce("bagian");
    const loaded = retryImport(load);
    await vi.advanceTimersByTimeAsync(0);
    expect(heard).toEqual([failure]);
    await vi.advanceTimersByTimeAsync(RETRY_DELAYS_MS[0]);
    await expect(loaded).resolves.toBe("bagian");
    expect(heard).toHaveLength(1);
    window.removeEventListener("unhandledrejection", listener);
    vi.useRealTimers();
  });
});

describe("a module that failed to download is imported afresh", () => {
  const chunk = `${location.origin}/assets/toaster-BwvAqamw.js`;

  it("reads the module a Chromium or Firefox error names, without the query of an earlier retry", () => {
    expect(failedModule(new TypeError(`Failed to fetch dynamically imported module: ${chunk}`))).toBe(chunk);
    expect(failedModule(new TypeError(`error loading dynamically imported module: ${chunk}`))).toBe(chunk);
    expect(failedModule(new TypeError(`Failed to fetch dynamically imported module: ${chunk}?retry=1`))).toBe(chunk);
  });

  it("reads none from a data file's failure or an error naming no module", () => {
    expect(failedModule(new TypeError("Failed to fetch"))).toBeUndefined();
    expect(failedModule(new TypeError("Importing a module script failed."))).toBeUndefined();
    expect(failedModule("offline")).toBeUndefined();
  });

  it("retries a failed module by its fresh address, not by the load the browser would fail at once", async () => {
    const load = vi.fn().mockRejectedValueOnce(new TypeError(`Failed to fetch dynamically imported module: ${chunk}`)).mockResolvedValue("modul");
    void retryImport(load);
    await vi.advanceTimersByTimeAsync(RETRY_DELAYS_MS[0]);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it("retries any other failure with the same load", async () => {
    const load = vi.fn().mockRejectedValueOnce(new TypeError("Failed to fetch")).mockResolvedValue("data");
    const loaded = retryImport(load);
    await vi.advanceTimersByTimeAsync(RETRY_DELAYS_MS[0]);
    await expect(loaded).resolves.toBe("data");
    expect(load).toHaveBeenCalledTimes(2);
  });
});

describe("lazyWithRetry", () => {
  it("shows the fallback, reports the failure, then renders the component once the chunk arrives", async () => {
    let online = false;
    const Hello = ({ name }: { name: string }) => <p>Halo {name}</p>;
    const { Component, useFailed } = lazyWithRetry<{ name: string }>(() =>
      online ? Promise.resolve({ default: Hello }) : Promise.reject(new TypeError("Failed to fetch dynamically imported module")),
    );
    function Fallback() {
      return <p>{useFailed() ? "Gagal, dicoba lagi" : "Memuat"}</p>;
    }
    render(
      <Suspense fallback={<Fallback />}>
        <Component name="Siti" />
      </Suspense>,
    );
    expect(screen.getByText("Memuat")).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(screen.getByText("Gagal, dicoba lagi")).toBeInTheDocument();
    online = true;
    await act(() => vi.advanceTimersByTimeAsync(RETRY_DELAYS_MS[0]));
    expect(screen.getByText("Halo Siti")).toBeInTheDocument();
    cleanup();
  });
});
