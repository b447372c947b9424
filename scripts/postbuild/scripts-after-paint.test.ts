import { afterEach, describe, expect, it, vi } from "vitest";
import { bootAfterPaint, scriptsAfterPaint } from "./scripts-after-paint.mjs";

// What React Router 7 prerenders at the end of a page's body (its exact whitespace).
const BOOT =
  `import "/assets/manifest-1.js";\nimport * as route0 from "/assets/root-2.js";\nimport * as route1 from "/assets/home-3.js";\n  \n` +
  `  window.__reactRouterRouteModules = {"root":route0,"routes/home":route1};\n\nimport("/assets/entry.client-4.js");`;
const PRELOADS = ["/assets/manifest-1.js", "/assets/entry.client-4.js", "/assets/framework-5.js", "/assets/root-2.js", "/assets/home-3.js"];
const page =
  `<!DOCTYPE html><html><head><title>T</title></head><body><main>Halo</main>` +
  PRELOADS.map((href) => `<link rel="modulepreload" href="${href}">`).join("") +
  `<script>window.__reactRouterContext = {};</script><script type="module" async>${BOOT}</script></body></html>`;

/** Runs a rewritten boot script with a fake browser: frames and tasks run only when the test says so. */
function runBoot(script: string) {
  const frames: Array<() => void> = [];
  const head: Array<{ rel: string; href: string }> = [];
  const loaded: string[] = [];
  const win: { __reactRouterRouteModules?: Record<string, unknown> } = {};
  const load = (url: string) => {
    loaded.push(url);
    return Promise.resolve({ url });
  };
  const document = {
    createElement: () => ({ rel: "", href: "" }),
    head: { append: (link: { rel: string; href: string }) => head.push(link) },
  };
  // `import()` cannot be called from a Function body in Node's test runner; the rewritten text is the same.
  new Function("requestAnimationFrame", "setTimeout", "document", "window", "load", script.replaceAll("import(", "load("))(
    (callback: () => void) => frames.push(callback),
    setTimeout,
    document,
    win,
    load,
  );
  return { frames, head, loaded, win };
}

describe("scripts after paint", () => {
  afterEach(() => vi.useRealTimers());

  it("keeps the boot script element and drops the preload links from the HTML", () => {
    const html = scriptsAfterPaint(page);
    expect(html).not.toContain("modulepreload\" href");
    expect(html).not.toContain(`import "/assets/manifest-1.js"`);
    expect(html.match(/<script type="module" async>/g)).toHaveLength(1);
    expect(html).toContain(`<script>window.__reactRouterContext = {};</script>`);
    expect(html.indexOf("Halo")).toBeLessThan(html.indexOf("<script"));
  });

  it("requests nothing before the first frame is painted, then the same modules in the same order", async () => {
    vi.useFakeTimers();
    const script = scriptsAfterPaint(page).match(/<script type="module" async>([\s\S]*?)<\/script>/)![1]!;
    const boot = runBoot(script);
    await vi.runAllTimersAsync();
    expect(boot.head).toEqual([]);
    expect(boot.loaded).toEqual([]);

    // The frame's callback runs before that frame is painted; the work waits for the task after it.
    boot.frames.shift()!();
    expect(boot.loaded).toEqual([]);
    await vi.runAllTimersAsync();

    expect(boot.head).toEqual(PRELOADS.map((href) => ({ rel: "modulepreload", href })));
    expect(boot.loaded).toEqual(["/assets/manifest-1.js", "/assets/root-2.js", "/assets/home-3.js", "/assets/entry.client-4.js"]);
    expect(boot.win.__reactRouterRouteModules).toEqual({ root: { url: "/assets/root-2.js" }, "routes/home": { url: "/assets/home-3.js" } });
  });

  it("sets the route modules before the client entry is imported", async () => {
    vi.useFakeTimers();
    const boot = runBoot(bootAfterPaint(BOOT, []));
    boot.frames.shift()!();
    await vi.runAllTimersAsync();
    expect(boot.loaded.at(-1)).toBe("/assets/entry.client-4.js");
    expect(Object.keys(boot.win.__reactRouterRouteModules ?? {})).toEqual(["root", "routes/home"]);
  });

  it("fails the build on a boot script it does not know", () => {
    expect(() => bootAfterPaint(`${BOOT}\nwindow.__reactRouterManifest = {};`, [])).toThrow(/unknown statement/);
    expect(() => bootAfterPaint(`import "/assets/manifest-1.js";`, [])).toThrow(/no route modules or entry/);
  });

  it("leaves a page without React Router's scripts as it is", () => {
    const offline = `<!DOCTYPE html><html><body><p>Offline</p><script>1</script></body></html>`;
    expect(scriptsAfterPaint(offline)).toBe(offline);
  });
});
