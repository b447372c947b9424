import { useEffect } from "react";
import { retryImport } from "~/lib/retry-import";
import { whenIdle } from "~/lib/when-idle";
import type { UpdateText } from "./register";

/**
 * Production builds register the service worker a while after the page has loaded, once the browser is
 * idle: installing it downloads and stores the whole precache, and that must not compete with the page's
 * own lazy parts and hydration, which still run for a second or more after the load event on a slow phone
 * (decision 117). Off in `npm run dev` and in a build made with VITE_SERVICE_WORKER=off. The registration
 * code itself is a lazy chunk: this hook is all the first load carries.
 */
export const SERVICE_WORKER_ENABLED: boolean = import.meta.env.PROD && import.meta.env.VITE_SERVICE_WORKER !== "off";

/** How long after the load event the registration waits before it asks for an idle moment. */
export const REGISTER_AFTER_LOAD_MS = 5_000;

export function useServiceWorker(loadText: () => Promise<UpdateText>, enabled: boolean = SERVICE_WORKER_ENABLED): void {
  useEffect(() => {
    if (!enabled || !("serviceWorker" in navigator)) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let cancelIdle = () => {};
    const start = () => {
      timer = setTimeout(() => {
        // The project's one strategy for a chunk that fails to download: it is retried until it arrives.
        cancelIdle = whenIdle(() => {
          void retryImport(() => import("./register")).then((module) => module.registerServiceWorker(loadText));
        }, 2_000);
      }, REGISTER_AFTER_LOAD_MS);
    };
    if (document.readyState === "complete") start();
    else window.addEventListener("load", start, { once: true });
    return () => {
      window.removeEventListener("load", start);
      clearTimeout(timer);
      cancelIdle();
    };
  }, [loadText, enabled]);
}
