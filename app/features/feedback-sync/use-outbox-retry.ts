import { useEffect } from "react";
import { retryImport } from "~/lib/retry-import";

/**
 * Mounted once in the root: watches the feedback outbox (outbox-watch.ts) on every page. The watcher is
 * its own chunk, loaded after the page has hydrated: no page needs it to show or hydrate (decision 114).
 */
export function useFeedbackOutboxRetry(): void {
  useEffect(() => {
    let stopped = false;
    let stop = () => {};
    void retryImport(() => import("./outbox-watch")).then(({ watchOutbox }) => {
      if (!stopped) stop = watchOutbox();
    });
    return () => {
      stopped = true;
      stop();
    };
  }, []);
}
