// Build-time access to the validated content. The `.server` suffix keeps zod and the raw content out
// of the browser bundle: pages receive their content through loaders, prerendered into the HTML.
import { office as rawOffice } from "./office";
import { pages as rawPages } from "./pages";
import { parseContent } from "./parse";
import { OfficeSchema, PagesMetaSchema, type Office, type PageMeta } from "./schema";
import { NAV_ITEMS } from "./routes-list";

let cachedOffice: Office | undefined;
let cachedPages: Record<string, PageMeta> | undefined;

export function getOffice(): Office {
  cachedOffice ??= parseContent("app/content/office.ts", OfficeSchema, rawOffice);
  return cachedOffice;
}

export function getPages(): Record<string, PageMeta> {
  cachedPages ??= parseContent("app/content/pages.ts", PagesMetaSchema, rawPages);
  return cachedPages;
}

export function getShell() {
  return {
    office: getOffice(),
    pages: getPages(),
    nav: NAV_ITEMS.map(({ id, label, path }) => ({ id, label, path })),
  };
}

export type Shell = ReturnType<typeof getShell>;
