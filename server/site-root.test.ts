import { describe, expect, it } from "vitest";
import { createSiteRoot } from "./site-root";

describe("site root", () => {
  it("pins each request to the folder current when it was first seen", () => {
    const site = createSiteRoot("/srv/a");
    const early = new Request("http://localhost/");
    expect(site.forRequest(early)).toBe("/srv/a");
    site.switchTo("/srv/b");
    expect(site.forRequest(early)).toBe("/srv/a");
    expect(site.forRequest(new Request("http://localhost/"))).toBe("/srv/b");
    expect(site.current()).toBe("/srv/b");
  });

  it("does not switch when a prepare hook refuses the folder, and tells listeners after a switch", () => {
    const site = createSiteRoot("/srv/a");
    const prepared: string[] = [];
    const switched: string[] = [];
    site.onPrepare((dir) => {
      prepared.push(dir);
      if (dir.endsWith("rusak")) throw new Error("404.html is missing");
    });
    site.onSwitch((dir, previous) => switched.push(`${previous}→${dir}`));
    expect(() => site.switchTo("/srv/rusak")).toThrow(/404/);
    expect(site.current()).toBe("/srv/a");
    site.switchTo("/srv/b");
    expect(prepared).toEqual(["/srv/a", "/srv/rusak", "/srv/b"]);
    expect(switched).toEqual(["/srv/a→/srv/b"]);
  });
});
