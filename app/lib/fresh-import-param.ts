/**
 * The query a module's address gets when it is imported again after failing to download (retry-import.ts,
 * `freshAddress`): the browser fetches it anew, and the service worker's precache serves it as the module's
 * own file. Its own module: the worker reads it without the page's code.
 */
export const FRESH_IMPORT_PARAM = "retry";
