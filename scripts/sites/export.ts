// `npm run sites:export -- register.xlsx [--input other.geojson]`: the register (app/content/sites.geojson)
// back as a workbook in the template's layout, with its ID column, so an office can edit it in Excel and
// import it again without any site changing its id (and so its page address).
import { readFileSync, writeFileSync } from "node:fs";
import { parseArgs } from "node:util";
import { SITES_FILE, getRegisterConfig, parseSites } from "../../app/content/sites.server";
import { registerXlsx } from "./workbook";

const { values, positionals } = parseArgs({ allowPositionals: true, options: { input: { type: "string", default: SITES_FILE } } });
const output = positionals[0];
if (!output || !output.toLowerCase().endsWith(".xlsx")) {
  console.error("Pemakaian: npm run sites:export -- register.xlsx   (tambahkan --input berkas.geojson untuk register lain)");
  process.exit(2);
}
const config = getRegisterConfig();
const register = parseSites(values.input, readFileSync(values.input, "utf8"), config);
writeFileSync(output, await registerXlsx(register.features, config));
console.log(`${register.features.length} lokasi dari ${values.input} ditulis ke ${output}.`);
