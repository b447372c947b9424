// Where `react-router build` writes the site: WAKAF_BUILD_DIR (react-router.config.ts), default build/.
// The post-build steps and checks read the same folder, so a release build (scripts/build-release.mjs)
// is finished and checked in its own folder and never touches the repository's build/.
import { resolve } from "node:path";
import { fileURLToPath } from "node:url";

const root = fileURLToPath(new URL("..", import.meta.url));

/** The build folder, absolute. A relative WAKAF_BUILD_DIR is taken from the repository root, as the build does. */
export function buildDir(env = process.env) {
  return resolve(root, env.WAKAF_BUILD_DIR || "build");
}

/** The prerendered public site: <build folder>/client. */
export function clientDir(env = process.env) {
  return resolve(buildDir(env), "client");
}
