// On its own, not in routes-list.ts: pages import it, and the route list (with its file names) must stay
// out of the browser's bundles.

/** The page of a news story written on this site (news.json items with a body; prerendered). */
export const newsArticlePath = (id: string) => `/berita-wakaf/${id}`;
