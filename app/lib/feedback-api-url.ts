// Where feedback goes: the pages' outbox sends there, and the service worker keeps a send to it that
// failed offline (both bundles read this one module; Vite fills it in at build time).

/** Empty (VITE_FEEDBACK_API_URL="" at build time) turns delivery off for pure static hosting. */
export const FEEDBACK_API_URL: string = import.meta.env.VITE_FEEDBACK_API_URL ?? "/api/feedback";
