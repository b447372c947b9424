// `npm run sites:import -- register.xlsx [--skip-invalid] [--output file.geojson]`: the office's
// spreadsheet → app/content/sites.geojson. Prints every bad row; writes nothing while any row is bad
// unless --skip-invalid is given.
import { writeFileSync } from "node:fs";
import { parseArgs } from "node:util";
import { office } from "../../app/content/office";
import { parseContent } from "../../app/content/parse";
import { OfficeSchema } from "../../app/content/schema";
import { SITES_FILE, getRegisterConfig, parseSites } from "../../app/content/sites.server";
import { formatRowError, parseRows } from "./parse-rows";
import { readSpreadsheet } from "./read-file";

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: { "skip-invalid": { type: "boolean", default: false }, output: { type: "string", default: SITES_FILE }, name: { type: "string" } },
});
const input = positionals[0];
if (!input) {
  console.error("Pemakaian: npm run sites:import -- berkas.xlsx   (atau berkas.csv; tambahkan --skip-invalid untuk menulis baris yang benar saja)");
  process.exit(2);
}

const settings = parseContent("app/content/office.ts", OfficeSchema, office);
const rows = await readSpreadsheet(input).catch((error: Error) => {
  console.error(error.message);
  process.exit(2);
});
const result = parseRows(rows, { config: getRegisterConfig(), center: settings.map.center });

for (const error of result.errors) console.error(formatRowError(error));
const badRows = new Set(result.errors.map((error) => error.row)).size;
if (result.errors.length > 0 && !values["skip-invalid"]) {
  console.error(`\n${badRows} baris bermasalah dari ${result.rowCount}. Tidak ada yang ditulis: perbaiki berkasnya, atau jalankan lagi dengan --skip-invalid untuk menulis ${result.features.length} baris yang benar saja.`);
  process.exit(1);
}
if (result.features.length === 0) {
  console.error("Tidak ada baris yang benar: tidak ada yang ditulis.");
  process.exit(1);
}

const collection = {
  type: "FeatureCollection",
  name: values.name ?? `Tanah wakaf Kecamatan ${settings.subDistrict}`,
  features: result.features,
};
// One site per line: readable, and a changed site is a one-line change in the file's history.
const text = `{\n  "type": "FeatureCollection",\n  "name": ${JSON.stringify(collection.name)},\n  "features": [\n${collection.features
  .map((feature) => `    ${JSON.stringify(feature)}`)
  .join(",\n")}\n  ]\n}\n`;
// The same check as the build, so a file the importer writes always builds.
parseSites(values.output, text);
writeFileSync(values.output, text);
console.log(`${result.features.length} lokasi ditulis ke ${values.output}${badRows ? ` (${badRows} baris dilewati)` : ""}.`);
