// `npm run feedback:export -- --format csv|json [--since DATE] [--output FILE]`: prints or writes every
// stored feedback entry. Opens the database read-only, so it is safe while the server runs.
import { writeFileSync } from "node:fs";
import { resolve } from "node:path";
import { databasePathFromEnv } from "../server/feedback/config";
import { EXPORT_USAGE, parseExportArgs, toCsv, toJson, UsageError } from "../server/feedback/export";
import { openSqliteStore } from "../server/feedback/sqlite-store";

async function main(): Promise<number> {
  let options;
  try {
    options = parseExportArgs(process.argv.slice(2));
  } catch (error) {
    if (error instanceof UsageError) {
      console.error(error.message);
      return 2;
    }
    throw error;
  }
  if (options.help) {
    console.log(EXPORT_USAGE);
    return 0;
  }

  const databasePath = options.database ? resolve(options.database) : databasePathFromEnv();
  let store;
  try {
    store = openSqliteStore({ path: databasePath, readonly: true });
  } catch (error) {
    console.error(`Database tidak dapat dibuka: ${databasePath}\n(${(error as Error).message})`);
    console.error("Apakah server sudah pernah dijalankan (npm start), atau DATABASE_PATH sudah benar?");
    return 1;
  }
  try {
    const rows = await store.list({ since: options.since });
    const text = options.format === "csv" ? toCsv(rows) : toJson(rows);
    if (options.output) {
      // A byte-order mark makes Excel read the CSV as UTF-8 (names with é, Arabic script, emoji).
      writeFileSync(options.output, options.format === "csv" ? `\ufeff${text}` : text);
      console.error(`${rows.length} masukan diekspor ke ${resolve(options.output)}`);
    } else {
      process.stdout.write(text);
      console.error(`${rows.length} masukan diekspor.`);
    }
    return 0;
  } finally {
    await store.close();
  }
}

process.exitCode = await main();
