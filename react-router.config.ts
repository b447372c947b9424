import type { Config } from "@react-router/dev/config";
import { prerenderPaths } from "./app/content/routes-list";

// The whole site is static HTML: every route is rendered at build time and hydrates in the browser.
export default {
  ssr: false,
  prerender: prerenderPaths,
} satisfies Config;
