// `npm run build:fixture`: the site built from a register with unfinished records
// (tests/fixtures/sites-unfinished.geojson: a site not mapped yet, a site not measured yet, two parcels
// with the same name) into build/fixture/client, for tests/e2e/register-unfinished.spec.ts. The shipped
// sample register is never touched, and the normal build in build/client is kept as it is.
//
// `react-router build` always writes (and first empties) build/, so, as scripts/audit.mjs does for its
// variant, the normal build is kept aside and put back. Any later `npm run build` removes build/fixture
// again: `npm test` runs this step right after the build.
import { spawnSync } from "node:child_process";
import { cpSync, existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";

export const FIXTURE_SITES_FILE = "tests/fixtures/sites-unfinished.geojson";
const root = fileURLToPath(new URL("..", import.meta.url));
const buildDir = join(root, "build");
const fixtureClientDir = join(buildDir, "fixture", "client");

function run(command, args) {
  const result = spawnSync(command, args, { cwd: root, stdio: "inherit", env: { ...process.env, WAKAF_SITES_FILE: FIXTURE_SITES_FILE } });
  if (result.status !== 0) throw new Error(`build:fixture: \`${command} ${args.join(" ")}\` failed`);
}

const started = Date.now();
console.log(`build:fixture: building the site with WAKAF_SITES_FILE=${FIXTURE_SITES_FILE}…`);
const scratch = mkdtempSync(join(tmpdir(), "simpati-fixture-"));
const hadBuild = existsSync(join(buildDir, "client"));
let failed = false;
try {
  if (hadBuild) cpSync(buildDir, join(scratch, "build"), { recursive: true });
  run("npx", ["react-router", "build"]);
  run("node", ["scripts/postbuild.mjs"]);
  cpSync(join(buildDir, "client"), join(scratch, "fixture-client"), { recursive: true });
} catch (error) {
  console.error(error.message);
  failed = true;
} finally {
  // Whatever happened, the normal build is put back as it was.
  rmSync(buildDir, { recursive: true, force: true });
  if (hadBuild) cpSync(join(scratch, "build"), buildDir, { recursive: true });
  if (!failed) {
    rmSync(join(buildDir, "fixture"), { recursive: true, force: true });
    cpSync(join(scratch, "fixture-client"), fixtureClientDir, { recursive: true });
  }
  rmSync(scratch, { recursive: true, force: true });
}
if (failed) process.exit(1);
const seconds = ((Date.now() - started) / 1000).toFixed(0);
console.log(`build:fixture: fixture build in build/fixture/client${hadBuild ? "; build/client kept" : ""} (${seconds} s)`);
