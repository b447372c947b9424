import { type RouteConfig, index, route } from "@react-router/dev/routes";
import { NAV_ITEMS } from "./content/routes-list";
import { newsArticlePaths } from "./content/site.server";

export default [
  ...NAV_ITEMS.map((item) =>
    item.path === "/" ? index(item.file) : route(item.path.slice(1), item.file),
  ),
  // A news story written on this site (news.json items with a body; paths in react-router.config.ts).
  // Only when there is one: a prerendered route with a loader must have a page to render.
  ...(newsArticlePaths().length > 0 ? [route("berita-wakaf/:id", "routes/berita-wakaf.artikel.tsx")] : []),
  // The wakaf land register: a page per site and the open-data files (paths in react-router.config.ts).
  route("pemetaan-wakaf/:id", "routes/pemetaan-wakaf.lokasi.tsx"),
  route("data/:file", "routes/open-data.ts"),
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
