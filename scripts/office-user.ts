// `npm run office:user -- add|reset|disable|enable NAME [--role staf|admin] [--name "Display"] [--password-stdin]`:
// manages office console accounts from the command line (decision 140). Uses DATABASE_PATH like the server.
// Without --password-stdin, add and reset generate a strong password and print it once.
import { databasePathFromEnv } from "../server/feedback/config";
import { createAccountStore } from "../server/office/accounts";
import { createAuditLog } from "../server/office/audit";
import { generatePassword, OFFICE_USER_USAGE, parseOfficeUserArgs, passwordFromStdin, runOfficeUser, UsageError } from "../server/office/cli";
import { openOfficeDatabase } from "../server/office/database";
import { createPasswordHasher } from "../server/office/password";
import { createSessionStore } from "../server/office/sessions";

async function readStdin(): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of process.stdin) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString("utf8");
}

async function main(): Promise<number> {
  let options;
  try {
    options = parseOfficeUserArgs(process.argv.slice(2));
  } catch (error) {
    if (error instanceof UsageError) {
      console.error(error.message);
      return 2;
    }
    throw error;
  }
  if ("help" in options) {
    console.log(OFFICE_USER_USAGE);
    return 0;
  }

  const needsPassword = options.command === "add" || options.command === "reset";
  const generated = needsPassword && !options.passwordStdin;
  const password = !needsPassword ? undefined : generated ? generatePassword() : passwordFromStdin(await readStdin());

  const databasePath = databasePathFromEnv();
  const db = openOfficeDatabase(databasePath);
  try {
    const deps = {
      accounts: createAccountStore(db),
      sessions: createSessionStore(db),
      audit: createAuditLog(db),
      hasher: createPasswordHasher(),
      now: Date.now,
    };
    const result = await runOfficeUser(deps, options, password);
    (result.exitCode === 0 ? console.log : console.error)(result.message);
    if (result.exitCode === 0 && generated) {
      console.log(`Kata sandi (ditampilkan sekali ini saja, simpan dengan aman): ${password}`);
    }
    return result.exitCode;
  } finally {
    db.close();
  }
}

process.exitCode = await main();
