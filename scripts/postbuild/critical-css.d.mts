// Types for the unit test of critical-css.mjs (a plain Node script).
export const SWITCH_WHEN_LOADED: string;
export function reorderHead(html: string): string;
export function inlineCriticalCss(clientDir: string): Promise<string[]>;
