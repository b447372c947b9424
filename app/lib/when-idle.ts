/**
 * Runs `task` in a task of its own once the browser is idle, and at the latest after `timeoutMs`; without
 * `requestIdleCallback` (Safari), in the next task. Work that nothing on screen waits for (the outbox
 * watcher, the service worker, the map's search index) then never lengthens the task that hydrates or
 * draws the page (decision 115). Returns a function that cancels it.
 */
export function whenIdle(task: () => void, timeoutMs: number): () => void {
  if (typeof window !== "undefined" && typeof window.requestIdleCallback === "function") {
    const id = window.requestIdleCallback(() => task(), { timeout: timeoutMs });
    return () => window.cancelIdleCallback(id);
  }
  const id = setTimeout(task, 0);
  return () => clearTimeout(id);
}
