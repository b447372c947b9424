// Types for the unit test of check-budget.mjs (a plain Node script).
export interface PageWeight {
  page: string;
  js: number;
  css: number;
  jsFiles: string[];
  cssFiles: string[];
  missing: string[];
}
export const BUDGET: { js: number; css: number };
export function upFrontReferences(html: string): { scripts: string[]; styles: string[]; inlineModules: string[] };
export function moduleImports(source: string, options: { includeDynamic: boolean }): string[];
export function measurePage(clientDir: string, htmlFile: string): Promise<PageWeight>;
export function findPages(clientDir: string): string[];
export function formatTable(results: PageWeight[], budget?: { js: number; css: number }): string;
export function checkBudget(
  clientDir: string,
  budget?: { js: number; css: number },
): Promise<{ results: PageWeight[]; failures: string[] }>;
