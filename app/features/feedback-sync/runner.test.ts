// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { FEEDBACK_LIMITS } from "~/lib/feedback-entry";
import { enqueueFeedback } from "./enqueue";
import { readOutbox } from "./outbox";
import { deliverItem, flushOutbox, resetRunner } from "./runner";

const saved = (name = "Siti") => ({ name, email: "siti@contoh.id", message: "Saran", timestamp: "2025-03-14T02:30:00.000Z" });

/** A stand-in API that records every body it receives and answers from a script of statuses. */
function fakeApi(script: (number | "offline")[]) {
  const bodies: { id: string; name: string }[] = [];
  const fetch = vi.fn(async (_url: RequestInfo | URL, init?: RequestInit) => {
    const next = script.length > 1 ? script.shift()! : script[0]!;
    if (next === "offline") throw new TypeError("Failed to fetch");
    bodies.push(JSON.parse(String(init?.body)));
    return new Response(JSON.stringify({ code: "x", message: "y" }), {
      status: next,
      headers: { "Content-Type": "application/json" },
    });
  });
  return { fetch, bodies };
}

let clock = 1_000_000;
const deps = (api: ReturnType<typeof fakeApi>) => ({ fetch: api.fetch as typeof fetch, now: () => clock, random: () => 0 });

beforeEach(() => {
  localStorage.clear();
  clock = 1_000_000;
  resetRunner();
});
afterEach(() => resetRunner());

describe("outbox runner", () => {
  it("delivers a queued entry once and empties the outbox", async () => {
    const { item } = enqueueFeedback(saved(), clock);
    const api = fakeApi([201]);
    await flushOutbox({}, deps(api));
    expect(api.bodies).toEqual([expect.objectContaining({ id: item.entry.id, name: "Siti" })]);
    expect(readOutbox()).toEqual([]);
  });

  it("keeps a failed entry with backoff, waits for it, and resends the same id", async () => {
    const { item } = enqueueFeedback(saved(), clock);
    const api = fakeApi(["offline", 503, 201]);
    await flushOutbox({}, deps(api));
    expect(readOutbox()).toEqual([{ ...item, attempts: 1, nextAttemptAt: clock + 5_000 }]);

    // A page load before the retry is due sends nothing.
    clock += 4_999;
    await flushOutbox({}, deps(api));
    expect(api.fetch).toHaveBeenCalledTimes(1);

    clock += 1;
    await flushOutbox({}, deps(api));
    expect(readOutbox()).toEqual([{ ...item, attempts: 2, nextAttemptAt: clock + 10_000 }]);

    clock += 10_000;
    await flushOutbox({}, deps(api));
    expect(readOutbox()).toEqual([]);
    expect(api.bodies.map((body) => body.id)).toEqual([item.entry.id, item.entry.id]);
  });

  it("sends at once when the browser comes back online (force), whatever the backoff", async () => {
    enqueueFeedback(saved(), clock);
    const api = fakeApi(["offline", 201]);
    await flushOutbox({}, deps(api));
    expect(readOutbox()).toHaveLength(1);
    await flushOutbox({ force: true }, deps(api));
    expect(readOutbox()).toEqual([]);
  });

  it("during an outage tries one entry per round, not all of them", async () => {
    for (const name of ["A", "B", "C"]) enqueueFeedback(saved(name), clock);
    const api = fakeApi(["offline"]);
    await flushOutbox({}, deps(api));
    expect(api.fetch).toHaveBeenCalledTimes(1);
    expect(readOutbox().every((queued) => queued.nextAttemptAt > clock)).toBe(true);
    const recovered = fakeApi([201]);
    await flushOutbox({ force: true }, deps(recovered));
    expect(recovered.bodies.map((body) => body.name)).toEqual(["A", "B", "C"]);
    expect(readOutbox()).toEqual([]);
  });

  it("draws one random backoff per failed round and holds the rest of the queue to the same time", async () => {
    for (const name of ["A", "B"]) enqueueFeedback(saved(name), clock);
    const api = fakeApi(["offline"]);
    const draws = [0, 1];
    const random = vi.fn(() => draws.shift() ?? 0.5);
    await flushOutbox({}, { fetch: api.fetch as typeof fetch, now: () => clock, random });
    expect(random).toHaveBeenCalledTimes(1);
    expect(readOutbox().map((queued) => queued.nextAttemptAt)).toEqual([clock + 5_000, clock + 5_000]);
  });

  it("honours Retry-After when it is longer than the backoff", async () => {
    enqueueFeedback(saved(), clock);
    const api = fakeApi([429]);
    api.fetch.mockImplementationOnce(async () => new Response("{}", { status: 429, headers: { "Retry-After": "60", "Content-Type": "application/json" } }));
    await flushOutbox({}, deps(api));
    expect(readOutbox()[0]!.nextAttemptAt).toBe(clock + 60_000);
  });

  it("drops an entry the API refuses for good, and never sends one the shared schema refuses", async () => {
    enqueueFeedback(saved("Ditolak"), clock);
    enqueueFeedback({ ...saved("Terlalu panjang"), message: "x".repeat(FEEDBACK_LIMITS.message + 1) }, clock);
    enqueueFeedback({ ...saved("Email salah"), email: "bukan-email" }, clock);
    const api = fakeApi([400]);
    await flushOutbox({}, deps(api));
    expect(api.bodies.map((body) => body.name)).toEqual(["Ditolak"]);
    expect(readOutbox()).toEqual([]);
  });

  it("never sends one entry twice when runs overlap on a page", async () => {
    enqueueFeedback(saved(), clock);
    const api = fakeApi([201]);
    await Promise.all([flushOutbox({}, deps(api)), flushOutbox({}, deps(api)), flushOutbox({ force: true }, deps(api))]);
    expect(api.fetch).toHaveBeenCalledTimes(1);
    expect(readOutbox()).toEqual([]);
  });

  it("retries by itself while the page stays open", async () => {
    vi.useFakeTimers();
    try {
      const { item } = enqueueFeedback(saved(), Date.now());
      const api = fakeApi(["offline", 201]);
      await flushOutbox({}, { fetch: api.fetch as typeof fetch, random: () => 0 });
      expect(readOutbox()).toHaveLength(1);
      await vi.advanceTimersByTimeAsync(5_000);
      expect(readOutbox()).toEqual([]);
      expect(api.bodies.map((body) => body.id)).toEqual([item.entry.id]);
    } finally {
      vi.useRealTimers();
    }
  });

  it("sends once directly when the entry could not be queued (storage full)", async () => {
    const { item } = enqueueFeedback(saved(), clock);
    localStorage.clear();
    const api = fakeApi([201]);
    await deliverItem(item, false, deps(api));
    expect(api.bodies.map((body) => body.id)).toEqual([item.entry.id]);
  });
});
