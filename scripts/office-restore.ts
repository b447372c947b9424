// `npm run office:restore -- FILE`: puts a backup of `npm run office:backup` back (decision 141). Stop the
// server first. The database replaces DATABASE_PATH (the old one is moved aside, not deleted), the media
// go back to PORTAL_DATA_DIR/media, and the content becomes drafts that an admin publishes from the console.
import { resolve } from "node:path";
import { databasePathFromEnv } from "../server/feedback/config";
import { BackupError, restoreBackup } from "../server/office/backup";
import { buildRegistry } from "../server/office/content/registry";
import { dataDirFromEnv } from "../server/office/releases/data-dir";

const USAGE = "Pemakaian: npm run office:restore -- BERKAS\nHentikan server dulu. Database di DATABASE_PATH diganti isi cadangan.";

async function main(): Promise<number> {
  const args = process.argv.slice(2);
  if (args.includes("--help") || args.includes("-h")) {
    console.log(USAGE);
    return 0;
  }
  if (args.length !== 1 || args[0]!.startsWith("-")) {
    console.error(USAGE);
    return 2;
  }
  try {
    const databasePath = databasePathFromEnv();
    const summary = restoreBackup({ file: resolve(args[0]!), databasePath, dataDir: dataDirFromEnv(), registry: await buildRegistry() });
    console.log(`Database dipulihkan ke ${databasePath}.`);
    if (summary.previousDatabase) console.log(`Database sebelumnya disimpan sebagai ${summary.previousDatabase}.`);
    console.log(`${summary.media} berkas media dipulihkan.`);
    if (summary.drafts.length > 0) {
      console.log(`Isi konten dari cadangan menjadi draf (${summary.drafts.join(", ")}).`);
      console.log("Jalankan server, masuk sebagai admin, lalu buka /kantor/terbitkan dan terbitkan agar situs publik memakainya.");
    }
    return 0;
  } catch (error) {
    console.error(error instanceof BackupError ? error.message : `Pemulihan gagal: ${(error as Error).message}`);
    return 1;
  }
}

process.exitCode = await main();
