// `npm run sites:import`'s importer (scripts/sites/parse-rows.ts) run on an upload's sheets: the same
// vocabulary, register configuration and rules, against the office's own map centre and kecamatan, and
// the same register file as the result (scripts/sites/register-file.ts).
import { parseContent } from "../../../app/content/parse";
import { RegisterVocabularySchema, registerVocabulary, type RegisterVocabulary } from "../../../app/content/register-vocabulary";
import { getRegisterConfig } from "../../../app/content/sites.server";
import { parseWorkbook, previousSites, vocabularyProblems, type ImportResult, type SheetRows } from "../../../scripts/sites/parse-rows";
import { registerFile, registerName, type RegisterFile } from "../../../scripts/sites/register-file";

/** Where the office is: the importer checks points against the map centre and writes addresses with the kecamatan. */
export interface OfficePlace {
  /** [lat, lng] (office.json → map.center). */
  center: readonly [number, number];
  subDistrict: string;
}

export interface RegisterImport {
  result: ImportResult;
  /** The register file the upload becomes: its rows without errors. */
  register: RegisterFile;
}

let vocabulary: RegisterVocabulary | undefined;

/** The register vocabulary, checked as the command checks it (a broken one is a server fault, not the upload's). */
export function checkedVocabulary(): RegisterVocabulary {
  if (vocabulary) return vocabulary;
  const parsed = parseContent("app/content/register-vocabulary.ts", RegisterVocabularySchema, registerVocabulary);
  const problems = vocabularyProblems(getRegisterConfig(), parsed);
  if (problems.length > 0) throw new Error(`Konten tidak valid di app/content/register-vocabulary.ts:\n${problems.map((line) => `  - ${line}`).join("\n")}`);
  vocabulary = parsed;
  return parsed;
}

/** `current`: the register as it stands (draft or live), whose sites keep their ids in the upload. */
export function importSheets(sheets: readonly SheetRows[], place: OfficePlace, current?: unknown): RegisterImport {
  const result = parseWorkbook(sheets, {
    config: getRegisterConfig(),
    center: place.center,
    subDistrict: place.subDistrict,
    vocabulary: checkedVocabulary(),
    previous: previousSites(current),
  });
  return { result, register: registerFile(result.features, registerName(place.subDistrict)) };
}
