// Post-build step (decision 110, "Update"): a page's JavaScript is requested after its first paint.
//
// React Router prerenders, at the end of the body, `<link rel="modulepreload">` tags and one inline module
// script whose static imports (the manifest and the route modules) and final `import()` (the client entry)
// start hydration. A browser fetches all of it while it parses the page, so on a slow link the first
// paint shares the connection with ~120 KB of code it does not need, and Lighthouse counts those
// downloads in first and largest contentful paint.
//
// This step rewrites that script in place into one that waits for the first frame to be painted
// (requestAnimationFrame, then a task), adds the same modulepreload links, then imports the same modules
// in the same order and sets `window.__reactRouterRouteModules` as before. Only the script's text changes:
// the element keeps `type="module" async`, which is all React compares when it hydrates it (its content is
// `dangerouslySetInnerHTML` with `suppressHydrationWarning`), and the links are hoistable elements React
// claims or adds itself. The server hashes every inline script of the build into its CSP, so the new text
// is allowed like the old one. A script this step does not recognise fails the build.

const BOOT = /<script type="module" async(?:="")?>([\s\S]*?)<\/script>/g;
const MODULEPRELOAD = /<link rel="modulepreload" href="([^"]*)"\s*\/?>/g;

const SIDE_EFFECT_IMPORT = /^import\s+("[^"]+");?$/;
const NAMESPACE_IMPORT = /^import\s+\*\s+as\s+(route\d+)\s+from\s+("[^"]+");?$/;
const ROUTE_MODULES = /^window\.__reactRouterRouteModules\s*=\s*(\{[^;]*\});?$/;
const ENTRY_IMPORT = /^import\(("[^"]+")\);?$/;

/**
 * The same boot as React Router's inline module, started after the first paint. Throws on any statement
 * other than the four kinds React Router writes (so a new router version cannot silently change the boot).
 */
export function bootAfterPaint(source, preloads) {
  const modules = [];
  const bindings = [];
  let routeModules;
  let entry;
  for (const statement of source.split("\n").map((line) => line.trim()).filter(Boolean)) {
    let match;
    if ((match = statement.match(SIDE_EFFECT_IMPORT))) {
      modules.push(match[1]);
      bindings.push("");
    } else if ((match = statement.match(NAMESPACE_IMPORT))) {
      modules.push(match[2]);
      bindings.push(match[1]);
    } else if ((match = statement.match(ROUTE_MODULES))) routeModules = match[1];
    else if ((match = statement.match(ENTRY_IMPORT))) entry = match[1];
    else throw new Error(`scripts after paint: unknown statement in React Router's boot script: ${statement}`);
  }
  if (!routeModules || !entry) throw new Error("scripts after paint: React Router's boot script has no route modules or entry");
  const links = JSON.stringify(preloads);
  return (
    `requestAnimationFrame(()=>setTimeout(()=>{` +
    `for(const href of ${links}){const l=document.createElement("link");l.rel="modulepreload";l.href=href;document.head.append(l)}` +
    `Promise.all([${modules.map((m) => `import(${m})`).join(",")}]).then(([${bindings.join(",")}])=>{` +
    `window.__reactRouterRouteModules=${routeModules};import(${entry})})}))`
  );
}

/** Rewrites one prerendered page; a page without React Router's boot script (the offline page) is unchanged. */
export function scriptsAfterPaint(html) {
  const boots = [...html.matchAll(BOOT)];
  if (boots.length === 0) return html;
  if (boots.length > 1) throw new Error("scripts after paint: more than one inline module script in a page");
  const preloads = [...html.matchAll(MODULEPRELOAD)].map((match) => match[1]);
  const withoutPreloads = html.replace(MODULEPRELOAD, "");
  return withoutPreloads.replace(BOOT, () => `<script type="module" async>${bootAfterPaint(boots[0][1], preloads)}</script>`);
}
