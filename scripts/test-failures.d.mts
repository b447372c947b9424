// Types for scripts/test-failures.mjs (used by scripts/test-all.mjs and its unit test).
export function failedVitestTests(report: unknown, cwd?: string): string[];
export function failedPlaywrightTests(report: unknown, cwd?: string): string[];
export function flakyPlaywrightTests(report: unknown, cwd?: string): string[];
export function failureLines(names: string[], limit?: number, mark?: string): string[];
