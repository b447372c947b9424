// Vite plugin: at the start of `npm run build` (any `react-router build`), warns while the site still
// shows sample data and fails when the switch is off but a placeholder remains (decision 093). The
// decision itself is app/content/sample-data.ts; this file only gathers the content and reports.
// The office details come from the content folder the build reads (WAKAF_CONTENT_DIR, issue 33).
import { tsImport } from "tsx/esm/api";
import type { Plugin } from "vite";
import { profile } from "../app/content/profile.ts";
import { checkSampleData, type SampleDataInput } from "../app/content/sample-data.ts";

type OfficeReader = typeof import("../app/content/content-files.ts") & typeof import("../app/content/parse.ts");

/**
 * The office details, validated first: the check reads fields a broken file may lack, and the schema
 * names the mistake. Loaded through tsx rather than imported: the registry's schema modules would be
 * bundled into the Vite config, whose loader warns about every extensionless import among them.
 */
async function readContent() {
  const files = (await tsImport("../app/content/content-files.ts", import.meta.url)) as OfficeReader;
  const { parseContent } = (await tsImport("../app/content/parse.ts", import.meta.url)) as OfficeReader;
  const file = files.contentFileLabel("office");
  const office = parseContent(file, files.CONTENT_FILES.office.schema, files.readContentFile("office"));
  // Only ids and titles are read; the route loaders validate the rest and name any mistake.
  const items = (name: "news" | "gallery") => {
    const data = files.readContentFile(name) as { items?: unknown };
    return { items: Array.isArray(data.items) ? (data.items as { id: string; title: string }[]) : [] };
  };
  // The register the build reads (WAKAF_SITES_FILE, a release's own copy, or the repository's file).
  const sites = files.readContentFile("sites") as SampleDataInput["sites"];
  return {
    file,
    office,
    news: items("news"),
    gallery: items("gallery"),
    sites: { sampleData: sites.sampleData, features: Array.isArray(sites.features) ? sites.features : [] },
    labels: { office: file, news: files.contentFileLabel("news"), gallery: files.contentFileLabel("gallery"), sites: files.contentFileLabel("sites") },
  };
}

export function sampleDataGuard(): Plugin {
  // React Router builds the client and the prerender bundle in one process: report once.
  let reported = false;
  return {
    name: "simpati-sample-data",
    apply: "build",
    async buildStart() {
      if (reported) return;
      reported = true;
      const { office, news, gallery, sites, labels } = await readContent().catch((error: Error) => this.error(error.message));
      const verdict = checkSampleData({ office, profile, news, gallery, sites }, labels);
      if (verdict.kind === "error") this.error(verdict.message);
      if (verdict.kind === "warning") this.warn(verdict.message);
    },
  };
}
