import { useEffect } from "react";
import { retryImport } from "~/lib/retry-import";
import { whenIdle } from "~/lib/when-idle";
import type { UpdateText } from "./register";

/**
 * Production builds register the service worker once the page has loaded and the browser is idle, so
 * the worker's own downloads never compete with the first paint nor its code with hydration. Off in
 * `npm run dev` and in a build made with VITE_SERVICE_WORKER=off. The registration code itself is a lazy
 * chunk: this hook is all the first load carries.
 */
export const SERVICE_WORKER_ENABLED: boolean = import.meta.env.PROD && import.meta.env.VITE_SERVICE_WORKER !== "off";

export function useServiceWorker(loadText: () => Promise<UpdateText>): void {
  useEffect(() => {
    if (!SERVICE_WORKER_ENABLED || !("serviceWorker" in navigator)) return;
    let cancel = () => {};
    const start = () => {
      // The project's one strategy for a chunk that fails to download: it is retried until it arrives.
      cancel = whenIdle(() => {
        void retryImport(() => import("./register")).then((module) => module.registerServiceWorker(loadText));
      }, 2_000);
    };
    if (document.readyState === "complete") start();
    else window.addEventListener("load", start, { once: true });
    return () => {
      window.removeEventListener("load", start);
      cancel();
    };
  }, [loadText]);
}
