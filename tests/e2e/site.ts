// What the end-to-end tests know about the site comes from the same content files the site uses
// (app/content/data, validated as the build does).
import type { PageId } from "../../app/content/routes-list";
import { NAV_ITEMS } from "../../app/content/routes-list";
import type { PageMeta } from "../../app/content/schema";
import { getGallery, getNews, getOffice, getPages } from "../../app/content/site.server";

const office = getOffice();
// The schema requires a text for every page and for the not-found page.
const pages = getPages() as Record<PageId | "not-found", PageMeta>;

const news = getNews();
const gallery = getGallery();

export { gallery, NAV_ITEMS, news, office, pages };

export const TITLE_SUFFIX = `${office.productName} – ${office.officeName}`;

export function expectedTitle(pageId: keyof typeof pages): string {
  return `${pages[pageId].title} | ${TITLE_SUFFIX}`;
}
