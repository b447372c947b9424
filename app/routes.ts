import { type RouteConfig, index, route } from "@react-router/dev/routes";
import { NAV_ITEMS } from "./content/routes-list";

export default [
  ...NAV_ITEMS.map((item) =>
    item.path === "/" ? index(item.file) : route(item.path.slice(1), item.file),
  ),
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
