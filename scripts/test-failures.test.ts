import { describe, expect, it } from "vitest";
import { failedPlaywrightTests, failedVitestTests, failureLines, flakyPlaywrightTests } from "./test-failures.mjs";

describe("failedVitestTests", () => {
  it("names each failed test with its file, and a file that broke before its tests once", () => {
    const report = {
      testResults: [
        {
          name: "/repo/app/a.test.ts",
          status: "failed",
          assertionResults: [
            { fullName: "search ranks titles first", status: "passed" },
            { fullName: "search finds Sundanese words", status: "failed" },
          ],
        },
        { name: "/repo/app/b.test.ts", status: "failed", assertionResults: [] },
        { name: "/repo/app/c.test.ts", status: "passed", assertionResults: [{ fullName: "ok", status: "passed" }] },
      ],
    };
    expect(failedVitestTests(report, "/repo")).toEqual([
      "app/a.test.ts › search finds Sundanese words",
      "app/b.test.ts (the file failed before its tests ran)",
    ]);
  });
});

describe("failedPlaywrightTests", () => {
  it("names a failed test by file, describe blocks and title, with how its last try ended", () => {
    const report = {
      config: { rootDir: "/repo/tests/e2e" },
      suites: [
        {
          title: "quiz.spec.ts",
          file: "quiz.spec.ts",
          specs: [{ title: "loads", file: "quiz.spec.ts", ok: true, tests: [{ results: [{ status: "passed", duration: 900 }] }] }],
          suites: [
            {
              title: "Kuis",
              file: "quiz.spec.ts",
              specs: [
                {
                  title: "first answer",
                  file: "quiz.spec.ts",
                  ok: false,
                  tests: [{ results: [{ status: "failed", duration: 1200 }, { status: "timedOut", duration: 60_400 }] }],
                },
              ],
            },
          ],
        },
        { title: "map.spec.ts", file: "map.spec.ts", specs: [{ title: "never started", file: "map.spec.ts", ok: false, tests: [{ results: [] }] }] },
      ],
    };
    expect(failedPlaywrightTests(report, "/repo")).toEqual([
      "tests/e2e/quiz.spec.ts › Kuis › first answer (timedOut, 60 s)",
      "tests/e2e/map.spec.ts › never started (did not run)",
    ]);
  });

  it("names nothing when every test passed", () => {
    expect(failedPlaywrightTests({ suites: [{ title: "a.spec.ts", file: "a.spec.ts", specs: [{ title: "x", file: "a.spec.ts", ok: true, tests: [] }] }] })).toEqual([]);
  });
});

describe("flakyPlaywrightTests", () => {
  it("names a test that passed only when tried again, with how its first try ended", () => {
    const report = {
      config: { rootDir: "/repo/tests/e2e" },
      suites: [
        {
          title: "early-input.spec.ts",
          file: "early-input.spec.ts",
          specs: [
            {
              title: "Kuis: first answer",
              file: "early-input.spec.ts",
              ok: true,
              tests: [{ status: "flaky", results: [{ status: "timedOut", duration: 90_000 }, { status: "passed", duration: 8_000 }] }],
            },
            { title: "Si Wakaf button", file: "early-input.spec.ts", ok: true, tests: [{ status: "expected", results: [{ status: "passed", duration: 5_000 }] }] },
          ],
        },
      ],
    };
    expect(flakyPlaywrightTests(report, "/repo")).toEqual(["tests/e2e/early-input.spec.ts › Kuis: first answer (first try timedOut after 90 s, passed on try 2)"]);
    expect(failedPlaywrightTests(report, "/repo")).toEqual([]);
  });
});

describe("failureLines", () => {
  it("keeps the list short and says how many more failed", () => {
    const lines = failureLines(["a", "b", "c"], 2);
    expect(lines).toHaveLength(3);
    expect(lines[0]).toMatch(/✘ a$/);
    expect(lines[2]).toMatch(/… and 1 more$/);
  });
});
