// The columns of the office's register spreadsheet: the import template's headers (also the open-data
// CSV's and the export's), and the other headers offices commonly write. They live in the register
// vocabulary (register-vocabulary.ts), the one table office staff extend; this module keeps the names
// the template, the importer and the CSV download have always used.
import { registerVocabulary } from "./register-vocabulary";

export const SITE_COLUMNS = registerVocabulary.columns;

export type SiteColumnKey = (typeof SITE_COLUMNS)[number]["key"];

/** One cell holding the point: "lat, lng" as Google Maps copies it, a Google Maps address, or DMS. */
export const COORDINATE_COLUMN = registerVocabulary.coordinateColumn;
