// Types for the unit test of build-release-lib.mjs (a plain Node module).
export const STEPS: readonly string[];
export const USAGE: string;
export function stepLine(index: number): string;
export function failureLine(sentence: string): string;
export function parseReleaseArgs(argv: readonly string[], options: { cwd: string; repoRoot: string }): { contentDir: string; outDir: string };
export function dottedPath(path: readonly PropertyKey[]): string;
export function issueSentence(
  fileLabel: string,
  issue: { path: readonly PropertyKey[]; message: string },
  fieldLabel: (path: readonly PropertyKey[]) => string,
): string;
export function expectedFiles(routePaths: readonly string[]): string[];
