// What the site form tells the pages it moves to (as router state, so a reload does not say it again).

import type { SiteIssue } from "../../types";

/** A new site's own form opens saying it was saved, with the register's warnings about it. */
export interface SiteSavedState {
  saved: { warnings: SiteIssue[] };
}

export const siteSavedState = (warnings: SiteIssue[]): SiteSavedState => ({ saved: { warnings } });

export function savedOf(state: unknown): SiteSavedState["saved"] | undefined {
  const saved = (state as Partial<SiteSavedState> | null)?.saved;
  return saved && Array.isArray(saved.warnings) ? saved : undefined;
}

/** The register page, after a site was removed, says what happened and what it means for the site. */
export interface RegisterNoticeState {
  notice: string;
}

export const siteDeletedNotice = (name: string): RegisterNoticeState => ({
  notice: `Lokasi "${name}" dihapus dari draf register. Lokasi itu hilang dari situs setelah diterbitkan di halaman Terbitkan.`,
});

export function noticeOf(state: unknown): string | undefined {
  const notice = (state as Partial<RegisterNoticeState> | null)?.notice;
  return typeof notice === "string" ? notice : undefined;
}
