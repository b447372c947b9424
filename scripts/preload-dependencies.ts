// Which of a lazy chunk's dependencies Vite preloads when the chunk is imported (decision 118).
//
// For each `import()` Vite's helper adds a `<link rel="modulepreload">` to the head for every chunk the
// imported one needs, so they download in parallel rather than one after the other. The parts that hydrate
// prerendered content (each page's content, the footer, the sample notice, the toaster) are imported while
// React hydrates, inside its render: there the links' insertion and the fetches they start were among the
// longest pieces of work after first paint on every page, and what those parts show is already on screen
// as HTML. Their dependencies (a few small shared chunks) now arrive after the chunk itself.
//
// Code loaded on demand keeps its preloads: the client-only modules (`*.client.tsx`: the map, the
// register's search, the site page's mini map), which draw what the HTML does not have and need Leaflet,
// and Si Wakaf's panel, loaded when a visitor points at or opens its button. Stylesheets are always
// preloaded by Vite (a part must not show unstyled).

/** Built chunks of on-demand code: `assets/site-map.client-<hash>.js`, `assets/assistant-panel-<hash>.js`. */
const ON_DEMAND_CHUNK = /\/(?:[^/]+\.client|assistant-panel)-[^/]*\.js$/;

/**
 * Chunks every page loads up front (vite.config.ts: the framework and shared groups, and the bundler's
 * runtime): already there when anything is imported, so a link to preload them does nothing — but their
 * names would still be written into the up-front code that imports the panel.
 */
const UP_FRONT_CHUNK = /\/(?:framework|shared|rolldown-runtime)-[^/]*\.js$/;

/** The dependencies to preload when `file` (a chunk imported with `import()`) is loaded. */
export function preloadDependencies(file: string, deps: string[]): string[] {
  return ON_DEMAND_CHUNK.test(file) ? deps.filter((dep) => !UP_FRONT_CHUNK.test(dep)) : [];
}
