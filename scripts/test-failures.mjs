// The tests a run did not pass, named from the runners' JSON reports, for `npm test`'s summary
// (scripts/test-all.mjs): the end of a CI log is often all anyone gets to see, so it names them there.
import { relative } from "node:path";

/** "file › full test name" of every failed test in a Vitest JSON report; a file that failed before its tests ran is named once. */
export function failedVitestTests(report, cwd = process.cwd()) {
  return (report.testResults ?? []).flatMap((file) => {
    const where = relative(cwd, file.name);
    const failed = (file.assertionResults ?? []).filter((test) => test.status === "failed").map((test) => `${where} › ${test.fullName}`);
    if (failed.length === 0 && file.status === "failed") return [`${where} (the file failed before its tests ran)`];
    return failed;
  });
}

/** Every spec of a Playwright JSON report with its full name: "file › describe › title", the file from `cwd`. */
function playwrightSpecs(report, cwd) {
  // The report names files from the config's testDir, which it carries as rootDir.
  const testDir = report.config?.rootDir ? relative(cwd, report.config.rootDir) : "";
  const specs = [];
  const walk = (suite, trail) => {
    // A file's own suite is titled with its file name, which each spec already carries.
    const here = suite.title && suite.title !== suite.file ? [...trail, suite.title] : trail;
    for (const spec of suite.specs ?? []) specs.push({ spec, name: `${testDir ? `${testDir}/` : ""}${spec.file} › ${[...here, spec.title].join(" › ")}` });
    for (const child of suite.suites ?? []) walk(child, here);
  };
  for (const suite of report.suites ?? []) walk(suite, []);
  return specs;
}

const tries = (spec) => (spec.tests ?? []).flatMap((test) => test.results ?? []);
const seconds = (result) => `${Math.round(result.duration / 1000)} s`;

/** "file › describe › title (how its last try ended, seconds)" of every test in a Playwright JSON report that did not pass. */
export function failedPlaywrightTests(report, cwd = process.cwd()) {
  return playwrightSpecs(report, cwd)
    .filter(({ spec }) => !spec.ok)
    .map(({ spec, name }) => {
      const last = tries(spec).at(-1);
      return `${name} (${last ? `${last.status}, ${seconds(last)}` : "did not run"})`;
    });
}

/**
 * The tests that failed and then passed when tried again (CI allows one more try, decision 164): they
 * count as passed, and are named so that a test that fails now and then is seen and mended.
 */
export function flakyPlaywrightTests(report, cwd = process.cwd()) {
  return playwrightSpecs(report, cwd)
    .filter(({ spec }) => (spec.tests ?? []).some((test) => test.status === "flaky"))
    .map(({ spec, name }) => {
      const first = tries(spec)[0];
      return `${name} (first try ${first.status} after ${seconds(first)}, passed on try ${tries(spec).length})`;
    });
}

/** The lines naming failed (✘) or flaky (↻) tests under their check: at most `limit`, then how many more. */
export function failureLines(names, limit = 10, mark = "✘") {
  const lines = names.slice(0, limit).map((name) => `             ${mark} ${name}`);
  if (names.length > limit) lines.push(`             … and ${names.length - limit} more`);
  return lines;
}
