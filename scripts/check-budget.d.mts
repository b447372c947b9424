// Types for the unit test of check-budget.mjs (a plain Node script).
export interface PageWeight {
  page: string;
  js: number;
  css: number;
  /** gzip -9 bytes of the HTML file itself, inline CSS and scripts included. */
  html: number;
  /** Stylesheets that block rendering (media absent, all or screen). */
  blockingStyles: string[];
  jsFiles: string[];
  cssFiles: string[];
  missing: string[];
}
export interface Budget {
  js: number;
  jsRequests: number;
  css: number;
  html: number;
  /** Tighter up-front JavaScript limits for single pages, by path ("/"). */
  pageJs?: Record<string, number>;
  /** Tighter HTML limits for single pages, by path ("/"). */
  pageHtml?: Record<string, number>;
  /** The early-input inline script's gzip limit. */
  earlyInput: number;
  /** Si Wakaf's lazy panel chunk's gzip limit. */
  assistantPanel: number;
}
export const BUDGET: Budget;
export function upFrontReferences(html: string): {
  scripts: string[];
  styles: string[];
  blockingStyles: string[];
  inlineModules: string[];
};
export function pageFailures(result: PageWeight, budget?: Budget): string[];
export function moduleImports(source: string, options: { includeDynamic: boolean }): string[];
export function measurePage(clientDir: string, htmlFile: string): Promise<PageWeight>;
export function findPages(clientDir: string): string[];
export function formatTable(results: PageWeight[], budget?: Budget): string;
export function checkBudget(clientDir: string, budget?: Budget): Promise<{ results: PageWeight[]; failures: string[] }>;
export function earlyInputBytes(html: string): number | undefined;
export function earlyInputFailures(html: string, budget?: Budget): string[];
export function assistantPanelBytes(clientDir: string): number | undefined;
export function assistantPanelFailures(bytes: number | undefined, budget?: Budget): string[];
