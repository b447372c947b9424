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

/** "file › describe › title (how its last try ended, seconds)" of every test in a Playwright JSON report that did not pass. */
export function failedPlaywrightTests(report, testDir = "tests/e2e") {
  const names = [];
  const walk = (suite, trail) => {
    // A file's own suite is titled with its file name, which each spec already carries.
    const here = suite.title && suite.title !== suite.file ? [...trail, suite.title] : trail;
    for (const spec of suite.specs ?? []) {
      if (spec.ok) continue;
      const last = (spec.tests ?? []).flatMap((test) => test.results ?? []).at(-1);
      const how = last ? `${last.status}, ${Math.round(last.duration / 1000)} s` : "did not run";
      names.push(`${testDir}/${spec.file} › ${[...here, spec.title].join(" › ")} (${how})`);
    }
    for (const child of suite.suites ?? []) walk(child, here);
  };
  for (const suite of report.suites ?? []) walk(suite, []);
  return names;
}

/** The lines naming failed tests under their check: at most `limit`, then how many more. */
export function failureLines(names, limit = 10) {
  const lines = names.slice(0, limit).map((name) => `             ✘ ${name}`);
  if (names.length > limit) lines.push(`             … and ${names.length - limit} more`);
  return lines;
}
