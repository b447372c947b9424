// What the end-to-end tests know about the site comes from the same content files the site uses.
import { office } from "../../app/content/office";
import { pages } from "../../app/content/pages";
import { NAV_ITEMS } from "../../app/content/routes-list";

export { NAV_ITEMS, office, pages };

export const TITLE_SUFFIX = `${office.productName} – ${office.officeName}`;

export function expectedTitle(pageId: keyof typeof pages): string {
  return `${pages[pageId].title} | ${TITLE_SUFFIX}`;
}
