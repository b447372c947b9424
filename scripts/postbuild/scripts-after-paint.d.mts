// Types for the unit test of scripts-after-paint.mjs (a plain Node script).
export function bootAfterPaint(source: string, preloads: string[]): string;
export function scriptsAfterPaint(html: string): string;
