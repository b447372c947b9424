// `npm run office:backup -- [FILE]`: one SQLite file with the portal's database and the data files the
// office made (live content, media), safe to run while the server runs (decision 141). Uses
// DATABASE_PATH and PORTAL_DATA_DIR like the server; FILE defaults to PORTAL_DATA_DIR/cadangan/backup-<time>.sqlite.
import { resolve } from "node:path";
import { databasePathFromEnv } from "../server/feedback/config";
import { BackupError, createBackup, defaultBackupPath } from "../server/office/backup";
import { dataDirFromEnv } from "../server/office/releases/data-dir";

const USAGE = "Pemakaian: npm run office:backup -- [BERKAS]\nTanpa BERKAS, cadangan ditulis ke PORTAL_DATA_DIR/cadangan/backup-<waktu>.sqlite.";

async function main(): Promise<number> {
  const args = process.argv.slice(2);
  if (args.includes("--help") || args.includes("-h")) {
    console.log(USAGE);
    return 0;
  }
  if (args.length > 1 || args.some((arg) => arg.startsWith("-"))) {
    console.error(USAGE);
    return 2;
  }
  const dataDir = dataDirFromEnv();
  const out = args[0] ? resolve(args[0]) : defaultBackupPath(dataDir);
  try {
    const summary = await createBackup({ databasePath: databasePathFromEnv(), dataDir, out });
    const size = (summary.bytes / 1_000_000).toFixed(1);
    console.log(`Cadangan dibuat: ${summary.file} (${size} MB; database dan ${summary.files} berkas data).`);
    if (!summary.liveRelease) console.log("Belum ada terbitan dari konsol kantor: isi konten belum ikut dicadangkan.");
    return 0;
  } catch (error) {
    console.error(error instanceof BackupError ? error.message : `Cadangan gagal dibuat: ${(error as Error).message}`);
    return 1;
  }
}

process.exitCode = await main();
