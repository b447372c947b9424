// @vitest-environment jsdom
import { renderHook, waitFor } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { deliverFeedback } from "./deliver";
import { enqueueFeedback } from "./enqueue";
import { readOutbox } from "./outbox";
import { resetRunner } from "./runner";
import { useFeedbackOutboxRetry } from "./use-outbox-retry";

const saved = { name: "Siti", email: "siti@contoh.id", message: "Saran", timestamp: "2025-03-14T02:30:00.000Z" };
const created = () => new Response('{"id":"x"}', { status: 201, headers: { "Content-Type": "application/json" } });

beforeEach(() => {
  localStorage.clear();
  resetRunner();
});
afterEach(() => {
  resetRunner();
  vi.unstubAllGlobals();
});

describe("retry on page load and on `online`", () => {
  it("sends what is queued when a page loads", async () => {
    const { item } = enqueueFeedback(saved);
    const fetchMock = vi.fn(async () => created());
    vi.stubGlobal("fetch", fetchMock);
    renderHook(() => useFeedbackOutboxRetry());
    await waitFor(() => expect(readOutbox()).toEqual([]));
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(JSON.parse(String((fetchMock.mock.calls[0] as unknown as [string, RequestInit])[1].body)).id).toBe(item.entry.id);
  });

  it("sends nothing (and loads nothing) when the outbox is empty", async () => {
    const fetchMock = vi.fn(async () => created());
    vi.stubGlobal("fetch", fetchMock);
    renderHook(() => useFeedbackOutboxRetry());
    window.dispatchEvent(new Event("online"));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("sends a postponed entry as soon as the browser is back online", async () => {
    const offline = vi.fn(async () => {
      throw new TypeError("Failed to fetch");
    });
    vi.stubGlobal("fetch", offline);
    deliverFeedback(saved);
    // Queued synchronously, before any network or chunk loading.
    expect(readOutbox()).toHaveLength(1);
    await waitFor(() => expect(readOutbox()[0]?.attempts).toBe(1));

    const online = vi.fn(async () => created());
    vi.stubGlobal("fetch", online);
    const { unmount } = renderHook(() => useFeedbackOutboxRetry());
    // Not due yet on this page load…
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(online).not.toHaveBeenCalled();
    // …but the `online` event does not wait for the backoff.
    window.dispatchEvent(new Event("online"));
    await waitFor(() => expect(readOutbox()).toEqual([]));
    expect(online).toHaveBeenCalledTimes(1);
    unmount();
  });
});
