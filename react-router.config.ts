import type { Config } from "@react-router/dev/config";
import { prerenderPaths } from "./app/content/routes-list";
import { getSites } from "./app/content/sites.server";
import { OPEN_DATA_FILES } from "./app/lib/open-data-paths";
import { sitePath } from "./app/features/map/sites";

// The whole site is static HTML: every route is rendered at build time and hydrates in the browser.
export default {
  ssr: false,
  // Plus one page per wakaf site and the register's data files, from the validated site data.
  prerender: () => [
    ...prerenderPaths,
    ...getSites().features.map((feature) => sitePath(feature.id)),
    ...Object.values(OPEN_DATA_FILES).map((file) => `/data/${file}`),
  ],
} satisfies Config;
