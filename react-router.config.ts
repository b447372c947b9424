import type { Config } from "@react-router/dev/config";
import { isAbsolute, relative, resolve } from "node:path";
import { prerenderPaths } from "./app/content/routes-list";
import { newsArticlePaths } from "./app/content/site.server";
import { getSites } from "./app/content/sites.server";
import { OPEN_DATA_FILES } from "./app/lib/open-data-paths";
import { sitePath } from "./app/features/map/sites";

/**
 * `||`, not `??`, and never the project or a folder around it: React Router empties the build folder
 * when it lies inside the project, and an empty or mistaken WAKAF_BUILD_DIR must not make that the
 * project itself.
 */
function buildDirectory(): string {
  const dir = process.env.WAKAF_BUILD_DIR || "build";
  const fromBuildToProject = relative(resolve(dir), process.cwd());
  if (!fromBuildToProject.startsWith("..") && !isAbsolute(fromBuildToProject)) {
    throw new Error(`WAKAF_BUILD_DIR=${dir} would hold the project itself; choose a folder of its own`);
  }
  return dir;
}

// The whole site is static HTML: every route is rendered at build time and hydrates in the browser.
export default {
  ssr: false,
  // WAKAF_BUILD_DIR builds elsewhere (scripts/build-release.mjs: a release of the office console) and
  // leaves the repository's build/ alone. React Router empties this folder first only when it lies
  // inside the project; scripts/postbuild.mjs reads the same variable (scripts/build-dir.mjs).
  buildDirectory: buildDirectory(),
  // Plus one page per news story written here, one per wakaf site and the register's data files, from
  // the validated content.
  prerender: () => [
    ...prerenderPaths,
    ...newsArticlePaths(),
    ...getSites().features.map((feature) => sitePath(feature.id)),
    ...Object.values(OPEN_DATA_FILES).map((file) => `/data/${file}`),
  ],
} satisfies Config;
