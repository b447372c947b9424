// `npm test` (and so `.ci/run`): every check, in order, then one plain summary line
// "N passed, N failed". Unit and end-to-end tests count one per test (from the Vitest and Playwright JSON
// reports), and the tests that failed are named under their check; every other gate counts as one check.
// A failing check does not hide the others: checks that need the build are skipped (and listed) only
// when the build itself failed. Exit code 1 if anything failed.
import { spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { failedPlaywrightTests, failedVitestTests, failureLines, flakyPlaywrightTests } from "./test-failures.mjs";

const reports = mkdtempSync(join(tmpdir(), "simpati-test-"));
const unitReport = join(reports, "vitest.json");
const e2eReport = join(reports, "playwright.json");

/** One check: an npm script, whether it needs the production build, and how to count its results. */
const checks = [
  { name: "typecheck", script: "typecheck" },
  { name: "lint", script: "lint" },
  {
    name: "unit tests",
    script: "test:unit",
    args: ["--reporter=default", "--reporter=json", `--outputFile.json=${unitReport}`],
    count: () => {
      const report = JSON.parse(readFileSync(unitReport, "utf8"));
      return { passed: report.numPassedTests, failed: report.numFailedTests + (report.numFailedTestSuites ?? 0), names: failedVitestTests(report) };
    },
  },
  { name: "build", script: "build", produces: "build" },
  // The site built from a register with unfinished records, into build/fixture/client (build/client kept):
  // the second server of the end-to-end tests serves it.
  { name: "fixture build", script: "build:fixture", needs: "build", produces: "fixture build" },
  { name: "weight budget", script: "check:budget", needs: "build" },
  { name: "valid HTML", script: "check:html", needs: "build" },
  {
    name: "end-to-end tests (incl. no-JS and accessibility)",
    script: "test:e2e",
    args: ["--reporter=list,json"],
    env: { PLAYWRIGHT_JSON_OUTPUT_FILE: e2eReport },
    needs: "fixture build",
    count: () => {
      const report = JSON.parse(readFileSync(e2eReport, "utf8"));
      return {
        passed: report.stats.expected + report.stats.flaky,
        failed: report.stats.unexpected,
        names: failedPlaywrightTests(report),
        flaky: flakyPlaywrightTests(report),
      };
    },
  },
  // Builds its own variant (local map tiles) into build/audit/client and keeps build/client as it is.
  { name: "Lighthouse CI check", script: "audit:ci", needs: "build" },
];

const started = Date.now();
const broken = new Set();
const lines = [];
let passed = 0;
let failed = 0;
let skipped = 0;

for (const check of checks) {
  if (check.needs && broken.has(check.needs)) {
    skipped++;
    // What a skipped step would have produced is missing too.
    if (check.produces) broken.add(check.produces);
    lines.push(`  skipped  ${check.name} (needs ${check.needs})`);
    continue;
  }
  console.log(`\n▶ ${check.name}: npm run ${check.script}${check.args ? ` -- ${check.args.join(" ")}` : ""}\n`);
  const stepStart = Date.now();
  const result = spawnSync("npm", ["run", check.script, ...(check.args ? ["--", ...check.args] : [])], {
    stdio: "inherit",
    env: { ...process.env, ...check.env },
  });
  const ok = result.status === 0;
  const seconds = ((Date.now() - stepStart) / 1000).toFixed(0);
  let counted = { passed: ok ? 1 : 0, failed: ok ? 0 : 1 };
  if (check.count) {
    try {
      counted = check.count();
      // A runner that crashed after writing its report still fails the run.
      if (!ok && counted.failed === 0) counted.failed = 1;
    } catch {
      // No report (the runner crashed before writing it): count the step itself.
    }
  }
  passed += counted.passed;
  failed += counted.failed;
  if (!ok && check.produces) broken.add(check.produces);
  const detail = check.count ? ` (${counted.passed} passed, ${counted.failed} failed${counted.flaky?.length ? `, ${counted.flaky.length} of them passed on a second try` : ""})` : "";
  lines.push(`  ${ok ? "ok     " : "FAILED "}  ${check.name}${detail}, ${seconds} s`, ...failureLines(counted.names ?? []));
  lines.push(...failureLines(counted.flaky ?? [], 10, "↻"));
}

rmSync(reports, { recursive: true, force: true });
const minutes = ((Date.now() - started) / 60000).toFixed(1);
console.log(`\n${"─".repeat(72)}\nnpm test: ${checks.length} checks in ${minutes} min`);
console.log(lines.join("\n"));
if (skipped > 0) console.log(`  (${skipped} skipped because a build failed)`);
console.log(`\n${passed} passed, ${failed} failed`);
process.exit(failed > 0 || skipped > 0 ? 1 : 0);
