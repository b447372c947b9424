// Types for scripts/build-dir.mjs (a plain Node module).
export function buildDir(env?: Record<string, string | undefined>): string;
export function clientDir(env?: Record<string, string | undefined>): string;
