import type { FeedbackEntryInput } from "~/lib/feedback-entry";

/**
 * delivered: the office has it (201, or 200 for an id it already had).
 * rejected: the API refused this entry for good (400/413/415); retrying cannot help.
 * retry: offline, timeout, server error, rate limited, or no API at all (a static host's 404/405).
 */
export type SendResult = { kind: "delivered" } | { kind: "rejected"; status: number } | { kind: "retry"; retryAfterMs?: number };

export const SEND_TIMEOUT_MS = 15_000;
const PERMANENT = new Set([400, 413, 415]);

export async function sendEntry(
  url: string,
  entry: FeedbackEntryInput,
  fetchImpl: typeof fetch = fetch,
  timeoutMs = SEND_TIMEOUT_MS,
): Promise<SendResult> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), timeoutMs);
  try {
    const response = await fetchImpl(url, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify(entry),
      signal: controller.signal,
      credentials: "same-origin",
      // Let a send started just before the visitor leaves the page finish.
      keepalive: true,
    });
    if (response.status === 200 || response.status === 201) return { kind: "delivered" };
    // A 400 from something that is not our API (a proxy's HTML page) is not a verdict on the entry.
    const isOurApi = (response.headers.get("content-type") ?? "").startsWith("application/json");
    if (PERMANENT.has(response.status) && isOurApi) return { kind: "rejected", status: response.status };
    const retryAfter = Number(response.headers.get("retry-after"));
    return Number.isFinite(retryAfter) && retryAfter > 0 ? { kind: "retry", retryAfterMs: retryAfter * 1000 } : { kind: "retry" };
  } catch {
    return { kind: "retry" };
  } finally {
    clearTimeout(timer);
  }
}
