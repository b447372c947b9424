import { describe, expect, it } from "vitest";
import { preloadDependencies } from "./preload-dependencies";

const deps = ["assets/framework-DzL0ogOb.js", "assets/marker-icon-BCsvI2ff.js"];

describe("preloadDependencies", () => {
  it("keeps the dependencies of code loaded on demand: the map's client modules and Si Wakaf's panel", () => {
    for (const file of ["assets/site-map.client-Cnf0IZ-O.js", "assets/site-mini-map.client-a_b-c123.js", "assets/assistant-panel-DyZ2i7gD.js"]) {
      expect(preloadDependencies(file, deps)).toEqual(["assets/marker-icon-BCsvI2ff.js"]);
    }
  });

  it("leaves out the chunks every page loads up front: they are there already", () => {
    const withUpFront = ["assets/rolldown-runtime-Cyi2iUu2.js", "assets/ui-parts-D-fXzdMU.js", ...deps, "assets/shared-hnZZAAlH.js"];
    expect(preloadDependencies("assets/assistant-panel-DyZ2i7gD.js", withUpFront)).toEqual(["assets/ui-parts-D-fXzdMU.js", "assets/marker-icon-BCsvI2ff.js"]);
  });

  it("preloads nothing for a part that hydrates prerendered content", () => {
    for (const file of ["assets/home-BAePjWLv.js", "assets/site-footer-BxQWOwSx.js", "assets/toaster-BYqO6RfW.js"]) {
      expect(preloadDependencies(file, deps)).toEqual([]);
    }
  });

  it("goes by the chunk's own name, not a folder's", () => {
    expect(preloadDependencies("assets.client-x/home-BAePjWLv.js", deps)).toEqual([]);
    expect(preloadDependencies("assets/assistant-panel-x/home-BAePjWLv.js", deps)).toEqual([]);
  });
});
