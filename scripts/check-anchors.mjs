// Part of `npm run build` (postbuild): every page section the assistant may link to
// (app/content/assistant-anchors.ts) must really be an element id in that prerendered page, so an answer's
// "Baca selengkapnya" never lands on a missing section.
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";

/** The "/page#section" links whose page or id is missing from the built HTML in clientDir. */
export function missingAnchors(clientDir, sections) {
  const missing = [];
  for (const [path, ids] of Object.entries(sections)) {
    const file = join(clientDir, path === "/" ? "index.html" : `${path.slice(1)}/index.html`);
    if (!existsSync(file)) {
      missing.push(path);
      continue;
    }
    const html = readFileSync(file, "utf8");
    for (const id of ids) if (!html.includes(`id="${id}"`)) missing.push(`${path}#${id}`);
  }
  return missing;
}
