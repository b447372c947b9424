import type Database from "better-sqlite3";
import type { PublicAccount } from "../../app/lib/office/account";
import { DEFAULT_OFFICE_ID, type Role } from "./rules";

/** An account as the rest of the server sees it; the password hash only where it is checked. */
export interface Account extends PublicAccount {
  id: number;
}

export interface AccountWithHash extends Account {
  passwordHash: string;
}

interface Row {
  id: number;
  username: string;
  display_name: string;
  role: Role;
  office_id: string;
  password_hash: string;
  disabled: number;
  created_at: string;
  updated_at: string;
}

const toAccount = ({ password_hash: _hash, ...row }: Row): Account => ({
  id: row.id,
  username: row.username,
  displayName: row.display_name,
  role: row.role,
  officeId: row.office_id,
  disabled: row.disabled === 1,
  createdAt: row.created_at,
  updatedAt: row.updated_at,
});

export interface NewAccount {
  username: string;
  displayName: string;
  role: Role;
  passwordHash: string;
  officeId?: string;
}

export type AccountStore = ReturnType<typeof createAccountStore>;

/** The `office_account` table. Usernames are given already normalised (rules.ts); the column is NOCASE too. */
export function createAccountStore(db: Database.Database) {
  const byName = db.prepare<[string], Row>("SELECT * FROM office_account WHERE username = ?");
  const byId = db.prepare<[number], Row>("SELECT * FROM office_account WHERE id = ?");
  const all = db.prepare<[], Row>("SELECT * FROM office_account ORDER BY username");
  const count = db.prepare<[], { n: number }>("SELECT count(*) AS n FROM office_account");
  const enabledAdmins = db.prepare<[], { n: number }>("SELECT count(*) AS n FROM office_account WHERE role = 'admin' AND disabled = 0");
  const insert = db.prepare(
    `INSERT INTO office_account (username, display_name, role, office_id, password_hash, disabled, created_at, updated_at)
     VALUES (@username, @displayName, @role, @officeId, @passwordHash, 0, @at, @at)`,
  );
  const setHash = db.prepare("UPDATE office_account SET password_hash = ?, updated_at = ? WHERE id = ?");
  const setDisabled = db.prepare("UPDATE office_account SET disabled = ?, updated_at = ? WHERE id = ?");

  return {
    findByUsername(username: string): AccountWithHash | undefined {
      const row = byName.get(username);
      return row && { ...toAccount(row), passwordHash: row.password_hash };
    },
    findById(id: number): Account | undefined {
      const row = byId.get(id);
      return row && toAccount(row);
    },
    list(): Account[] {
      return all.all().map(toAccount);
    },
    count(): number {
      return count.get()?.n ?? 0;
    },
    countEnabledAdmins(): number {
      return enabledAdmins.get()?.n ?? 0;
    },
    /** Undefined when the username is taken. */
    create(account: NewAccount, at: Date): Account | undefined {
      if (byName.get(account.username)) return undefined;
      const { lastInsertRowid } = insert.run({ officeId: DEFAULT_OFFICE_ID, ...account, at: at.toISOString() });
      return toAccount(byId.get(Number(lastInsertRowid))!);
    },
    setPasswordHash(id: number, passwordHash: string, at: Date): void {
      setHash.run(passwordHash, at.toISOString(), id);
    },
    setDisabled(id: number, disabled: boolean, at: Date): void {
      setDisabled.run(disabled ? 1 : 0, at.toISOString(), id);
    },
  };
}
