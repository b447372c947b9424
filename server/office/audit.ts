import type Database from "better-sqlite3";

/** What the audit log records; the list grows with the console (issue 33). */
export type AuditAction =
  | "masuk"
  | "gagal-masuk"
  | "masuk-diblokir"
  | "keluar"
  | "keluar-semua"
  | "akun-dibuat"
  | "sandi-diganti"
  | "akun-dinonaktifkan"
  | "akun-diaktifkan"
  | "penyiapan-pertama"
  | "sandi-sendiri-diganti"
  // Feedback inbox
  | "masukan-diubah"
  | "masukan-diekspor"
  // Office details and other content drafts
  | "konten-diubah"
  | "konten-draf-dibuang"
  // Publications
  | "terbitan-dimulai"
  | "terbitan-berhasil"
  | "terbitan-gagal"
  | "terbitan-dikembalikan"
  // The register of wakaf land (issue 34): an upload (its name and counts, never its content), a draft kept;
  // one site edited, added or removed in the console's form (its fields before and after, short)
  | "register-diunggah"
  | "register-draf-disimpan"
  | "register-situs-diubah"
  | "register-situs-ditambah"
  | "register-situs-dihapus"
  // A photo for news or the gallery (issue 34): its name and the media file made of it, or why it was refused
  | "gambar-diunggah";

/** Who did it: an account, the command line, or nobody known ("—"). */
export interface Actor {
  accountId?: number;
  name: string;
}

export const NOBODY: Actor = { name: "—" };
export const CLI_ACTOR: Actor = { name: "cli" };

export interface AuditEntry {
  id: number;
  at: string;
  accountId: number | null;
  actor: string;
  action: AuditAction;
  address: string;
  detail: Record<string, unknown>;
}

interface Row {
  id: number;
  at: string;
  account_id: number | null;
  actor: string;
  action: AuditAction;
  address: string;
  detail: string;
}

// Keys a detail may never carry: a password or a token must not reach the log even by mistake.
const SECRET_KEY = /password|sandi|token|secret|hash|cookie/i;

function safeDetail(detail: Record<string, string | number | boolean | null>): string {
  const kept = Object.fromEntries(Object.entries(detail).filter(([key]) => !SECRET_KEY.test(key)));
  return JSON.stringify(kept);
}

export type AuditLog = ReturnType<typeof createAuditLog>;

/** The `office_audit` table: append-only (no update or delete anywhere), read newest first in pages. */
export function createAuditLog(db: Database.Database) {
  const insert = db.prepare("INSERT INTO office_audit (at, account_id, actor, action, address, detail) VALUES (?, ?, ?, ?, ?, ?)");
  const pageOf = db.prepare<[number, number], Row>("SELECT * FROM office_audit ORDER BY id DESC LIMIT ? OFFSET ?");
  const count = db.prepare<[], { n: number }>("SELECT count(*) AS n FROM office_audit");

  return {
    record(
      action: AuditAction,
      { actor, address, at, detail = {} }: { actor: Actor; address: string; at: Date; detail?: Record<string, string | number | boolean | null> },
    ): void {
      insert.run(at.toISOString(), actor.accountId ?? null, actor.name, action, address, safeDetail(detail));
    },
    list({ page = 1, perPage = 50 }: { page?: number; perPage?: number } = {}): { entries: AuditEntry[]; total: number } {
      const rows = pageOf.all(perPage, (page - 1) * perPage);
      return {
        total: count.get()?.n ?? 0,
        entries: rows.map((row) => ({
          id: row.id,
          at: row.at,
          accountId: row.account_id,
          actor: row.actor,
          action: row.action,
          address: row.address,
          detail: JSON.parse(row.detail) as Record<string, unknown>,
        })),
      };
    },
  };
}
