import { useEffect } from "react";
import { retryImport } from "~/lib/retry-import";
import type { UpdateText } from "./register";

/**
 * Production builds register the service worker once the page has loaded, so the worker's own
 * downloads never compete with the first paint. Off in `npm run dev` and in a build made with
 * VITE_SERVICE_WORKER=off. The registration code itself is a lazy chunk: this hook is all the first
 * load carries.
 */
export const SERVICE_WORKER_ENABLED: boolean = import.meta.env.PROD && import.meta.env.VITE_SERVICE_WORKER !== "off";

export function useServiceWorker(loadText: () => Promise<UpdateText>): void {
  useEffect(() => {
    if (!SERVICE_WORKER_ENABLED || !("serviceWorker" in navigator)) return;
    const start = () => {
      // The project's one strategy for a chunk that fails to download: it is retried until it arrives.
      void retryImport(() => import("./register")).then((module) => module.registerServiceWorker(loadText));
    };
    if (document.readyState === "complete") {
      start();
      return;
    }
    window.addEventListener("load", start, { once: true });
    return () => window.removeEventListener("load", start);
  }, [loadText]);
}
