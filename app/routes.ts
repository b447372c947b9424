import { type RouteConfig, index, route } from "@react-router/dev/routes";
import { NAV_ITEMS } from "./content/routes-list";

export default [
  ...NAV_ITEMS.map((item) =>
    item.path === "/" ? index(item.file) : route(item.path.slice(1), item.file),
  ),
  // The wakaf land register: a page per site and the open-data files (paths in react-router.config.ts).
  route("pemetaan-wakaf/:id", "routes/pemetaan-wakaf.lokasi.tsx"),
  route("data/:file", "routes/open-data.ts"),
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
