import { useEffect } from "react";
import { retryImport } from "~/lib/retry-import";
import { whenIdle } from "~/lib/when-idle";

/**
 * Mounted once in the root: watches the feedback outbox (outbox-watch.ts) on every page. The watcher is
 * its own chunk, loaded once the browser is idle after the page has hydrated: no page needs it to show or
 * hydrate (decisions 114, 115).
 */
export function useFeedbackOutboxRetry(): void {
  useEffect(() => {
    let stopped = false;
    let stop = () => {};
    const cancel = whenIdle(() => {
      void retryImport(() => import("./outbox-watch")).then(({ watchOutbox }) => {
        if (!stopped) stop = watchOutbox();
      });
    }, 1_000);
    return () => {
      stopped = true;
      cancel();
      stop();
    };
  }, []);
}
