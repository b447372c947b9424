import { resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { buildDir, clientDir } from "./build-dir.mjs";

const root = fileURLToPath(new URL("..", import.meta.url));

describe("the build folder the post-build steps work in", () => {
  it("is build/ by default, as React Router's", () => {
    expect(buildDir({})).toBe(resolve(root, "build"));
    expect(clientDir({})).toBe(resolve(root, "build", "client"));
  });

  it("follows WAKAF_BUILD_DIR, a relative one from the repository root", () => {
    expect(clientDir({ WAKAF_BUILD_DIR: "/srv/data/releases/r1/.build-in-progress" })).toBe("/srv/data/releases/r1/.build-in-progress/client");
    expect(clientDir({ WAKAF_BUILD_DIR: "build/other" })).toBe(resolve(root, "build/other/client"));
  });
});
