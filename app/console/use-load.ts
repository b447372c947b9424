import { useCallback, useEffect, useEffectEvent, useState } from "react";
import { errorMessage } from "./api";

interface Result<T> {
  key: string;
  attempt: number;
  data?: T;
  error?: string;
}

export interface Loaded<T> {
  /** The latest answer; kept while a reload is on its way so the page does not flash empty. */
  data: T | undefined;
  error: string | undefined;
  /** True until the answer for the current key (and attempt) arrived. */
  loading: boolean;
  reload(): void;
  /** Replaces the data after a change the page made itself (a saved item, a new account). */
  update(change: (data: T) => T): void;
}

/**
 * Runs `load` whenever `key` (what is asked for, e.g. the request's address) changes, and keeps its
 * answer or its error message. A newer request cancels the older one, so a slow answer never
 * overwrites a newer one.
 */
export function useLoad<T>(key: string, load: (signal: AbortSignal) => Promise<T>): Loaded<T> {
  const [attempt, setAttempt] = useState(0);
  const [result, setResult] = useState<Result<T>>();
  const run = useEffectEvent((signal: AbortSignal) => load(signal));

  useEffect(() => {
    const controller = new AbortController();
    run(controller.signal).then(
      (data) => {
        if (!controller.signal.aborted) setResult({ key, attempt, data });
      },
      (error: unknown) => {
        if (!controller.signal.aborted) setResult((previous) => ({ key, attempt, data: previous?.data, error: errorMessage(error) }));
      },
    );
    return () => controller.abort();
  }, [key, attempt]);

  const reload = useCallback(() => setAttempt((n) => n + 1), []);
  const update = useCallback((change: (data: T) => T) => {
    setResult((previous) => (previous && previous.data !== undefined ? { ...previous, data: change(previous.data) } : previous));
  }, []);

  const current = result !== undefined && result.key === key && result.attempt === attempt;
  return { data: result?.data, error: current ? result.error : undefined, loading: !current, reload, update };
}
