// Vite plugin: at the start of `npm run build` (any `react-router build`), warns while the site still
// shows sample data and fails when the switch is off but a placeholder remains (decision 093). The
// decision itself is app/content/sample-data.ts; this file only gathers the content and reports.
import { readFileSync } from "node:fs";
import type { Plugin } from "vite";
import { gallery } from "../app/content/gallery.ts";
import { news } from "../app/content/news.ts";
import { office } from "../app/content/office.ts";
import { profile } from "../app/content/profile.ts";
import { checkSampleData } from "../app/content/sample-data.ts";

export function sampleDataGuard(): Plugin {
  // React Router builds the client and the prerender bundle in one process: report once.
  let reported = false;
  return {
    name: "simpati-sample-data",
    apply: "build",
    buildStart() {
      if (reported) return;
      reported = true;
      const sites = JSON.parse(readFileSync(new URL("../app/content/sites.geojson", import.meta.url), "utf8"));
      const verdict = checkSampleData({ office, profile, news, gallery, sites });
      if (verdict.kind === "error") this.error(verdict.message);
      if (verdict.kind === "warning") this.warn(verdict.message);
    },
  };
}
