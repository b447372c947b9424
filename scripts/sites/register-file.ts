// The register file the importer writes (app/content/sites.geojson's shape), shared by
// `npm run sites:import` and the office console's upload (server/office/register/), so a register
// kept from the console is the file the command would have written from the same workbook.
import type { ImportedFeature } from "./parse-rows";

export interface RegisterFile {
  type: "FeatureCollection";
  name: string;
  features: ImportedFeature[];
}

/** The register's title when none is given: "Tanah wakaf Kecamatan Coblong". */
export const registerName = (subDistrict: string) => `Tanah wakaf Kecamatan ${subDistrict}`;

export function registerFile(features: ImportedFeature[], name: string): RegisterFile {
  return { type: "FeatureCollection", name, features };
}

/** One site per line: readable, and a changed site is a one-line change in the file's history. */
export function registerFileText({ name, features }: RegisterFile): string {
  return `{\n  "type": "FeatureCollection",\n  "name": ${JSON.stringify(name)},\n  "features": [\n${features
    .map((feature) => `    ${JSON.stringify(feature)}`)
    .join(",\n")}\n  ]\n}\n`;
}
