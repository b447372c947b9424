// `npm run sites:import -- register.xlsx [--skip-invalid] [--output file.geojson] [--report laporan.xlsx]`:
// the office's workbook (every data sheet) or CSV → app/content/sites.geojson. Prints every problem
// (errors, warnings, and the sheets and rows it skipped), optionally also as a spreadsheet; writes
// nothing while any row has an error unless --skip-invalid is given. Warnings never block.
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import { parseArgs } from "node:util";
import { parseContent } from "../../app/content/parse";
import { RegisterVocabularySchema, registerVocabulary } from "../../app/content/register-vocabulary";
import { getOffice } from "../../app/content/site.server";
import { SITES_FILE, getRegisterConfig, parseSites } from "../../app/content/sites.server";
import { formatProblem, parseWorkbook, previousSites, vocabularyProblems } from "./parse-rows";
import { readSpreadsheet } from "./read-file";
import { registerFile, registerFileText, registerName } from "./register-file";
import { reportXlsx } from "./workbook";

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    "skip-invalid": { type: "boolean", default: false },
    output: { type: "string", default: SITES_FILE },
    report: { type: "string" },
    name: { type: "string" },
  },
});
const input = positionals[0];
if (!input) {
  console.error(
    "Pemakaian: npm run sites:import -- berkas.xlsx   (atau berkas.csv; --report laporan.xlsx menulis laporan masalah; --skip-invalid menulis baris yang benar saja)",
  );
  process.exit(2);
}

const settings = getOffice();
const config = getRegisterConfig();
const vocabulary = parseContent("app/content/register-vocabulary.ts", RegisterVocabularySchema, registerVocabulary);
const vocabularyIssues = vocabularyProblems(config, vocabulary);
if (vocabularyIssues.length > 0) {
  console.error(`Konten tidak valid di app/content/register-vocabulary.ts:\n${vocabularyIssues.map((line) => `  - ${line}`).join("\n")}`);
  process.exit(2);
}
const sheets = await readSpreadsheet(input).catch((error: Error) => {
  console.error(error.message);
  process.exit(2);
});
// The register being replaced: its sites keep their ids (and page addresses) however the workbook is ordered.
const previous = existsSync(values.output) ? previousSites(readPrevious(values.output)) : [];
const result = parseWorkbook(sheets, { config, center: settings.map.center, subDistrict: settings.subDistrict, vocabulary, previous });

function readPrevious(file: string): unknown {
  try {
    return JSON.parse(readFileSync(file, "utf8"));
  } catch {
    return undefined;
  }
}

for (const problem of result.problems) console.error(formatProblem(problem));
const badRows = new Set(result.errors.map((error) => `${error.sheet}|${error.row}`)).size;
const sheetLines = result.sheets.map((sheet) =>
  sheet.headerRow === undefined ? `  ${sheet.name}: dilewati` : `  ${sheet.name}: judul di baris ${sheet.headerRow}, ${sheet.rowCount} lokasi, ${sheet.kept} dapat diimpor`,
);
const summary = `${result.rowCount} lokasi dibaca dari ${result.sheets.filter((sheet) => sheet.headerRow !== undefined).length} lembar: ${result.features.length} dapat diimpor, ${badRows} baris dengan galat, ${result.warnings.length} peringatan, ${result.skipped.length} dilewati.`;
console.error(`\n${sheetLines.join("\n")}\n${summary}`);

const blocked = result.errors.length > 0 && !values["skip-invalid"];
if (values.report) {
  const verdict = blocked ? "Tidak ada yang ditulis: perbaiki baris bergalat." : result.features.length > 0 ? `Ditulis ke ${values.output}.` : "Tidak ada yang ditulis.";
  writeFileSync(values.report, await reportXlsx(result.problems, `${input}: ${summary} ${verdict}`));
  console.error(`Laporan ditulis ke ${values.report}.`);
}
if (blocked) {
  console.error(
    `Tidak ada yang ditulis: perbaiki ${badRows} baris bergalat, atau jalankan lagi dengan --skip-invalid untuk menulis ${result.features.length} lokasi yang benar saja. Peringatan tidak menghalangi impor.`,
  );
  process.exit(1);
}
if (result.features.length === 0) {
  console.error("Tidak ada lokasi yang dapat diimpor: tidak ada yang ditulis.");
  process.exit(1);
}

const text = registerFileText(registerFile(result.features, values.name ?? registerName(settings.subDistrict)));
// The same check as the build, so a file the importer writes always builds.
parseSites(values.output, text);
writeFileSync(values.output, text);
console.log(`${result.features.length} lokasi ditulis ke ${values.output}${badRows ? ` (${badRows} baris bergalat dilewati)` : ""}.`);
