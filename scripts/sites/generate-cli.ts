// `npm run sites:generate -- 5000 [--output file.geojson] [--seed 1]`: writes a synthetic register
// (default .cache/sites-<count>.geojson, never app/content unless --output says so).
import { mkdirSync, writeFileSync } from "node:fs";
import { dirname } from "node:path";
import { parseArgs } from "node:util";
import { getOffice } from "../../app/content/site.server";
import { parseSites } from "../../app/content/sites.server";
import { generateRegister } from "./generate";

const { values, positionals } = parseArgs({ allowPositionals: true, options: { output: { type: "string" }, seed: { type: "string", default: "1" } } });
const count = Number(positionals[0] ?? "5000");
if (!Number.isInteger(count) || count < 1) {
  console.error("Pemakaian: npm run sites:generate -- 5000 [--output berkas.geojson]");
  process.exit(2);
}
const output = values.output ?? `.cache/sites-${count}.geojson`;
const text = `${JSON.stringify(generateRegister(count, getOffice().map.center, Number(values.seed)))}\n`;
parseSites(output, text); // the same validation as the build
mkdirSync(dirname(output), { recursive: true });
writeFileSync(output, text);
console.log(`${count} synthetic sites written to ${output}`);
