// Uploads waiting to be kept or discarded: in this process's memory only, never in the database or on
// disk (a workbook may hold what the office has not decided to publish), per account, the newest few,
// for a short while. A server restart forgets them; the person uploads the file again.
import { randomUUID } from "node:crypto";
import type { RegisterFile } from "../../../scripts/sites/register-file";
import type { UploadCounts } from "./report";
import { UPLOAD_TTL_MINUTES, UPLOADS_KEPT } from "./limits";

export interface StoredUpload {
  id: string;
  accountId: number;
  fileName: string;
  /** Milliseconds since the epoch. */
  createdAt: number;
  accepted: boolean;
  /** What keeping it saves as the draft; null for an upload with errors (nothing of it is kept). */
  register: RegisterFile | null;
  counts: UploadCounts;
  /** The register draft's version it was compared with: a save from another one is stale. */
  baseVersion: number;
}

export interface UploadStoreOptions {
  now: () => number;
  kept?: number;
  ttlMs?: number;
}

export type UploadStore = ReturnType<typeof createUploadStore>;

export function createUploadStore({ now, kept = UPLOADS_KEPT, ttlMs = UPLOAD_TTL_MINUTES * 60_000 }: UploadStoreOptions) {
  const byAccount = new Map<number, StoredUpload[]>();

  /** Forgets every expired upload (of every account: a colleague who left stops holding memory too). */
  const sweep = () => {
    const oldest = now() - ttlMs;
    for (const [accountId, uploads] of byAccount) {
      const live = uploads.filter((upload) => upload.createdAt > oldest);
      if (live.length === 0) byAccount.delete(accountId);
      else byAccount.set(accountId, live);
    }
  };

  return {
    add(upload: Omit<StoredUpload, "id" | "createdAt">): StoredUpload {
      sweep();
      const stored: StoredUpload = { ...upload, id: randomUUID(), createdAt: now() };
      byAccount.set(upload.accountId, [...(byAccount.get(upload.accountId) ?? []), stored].slice(-kept));
      return stored;
    },

    /** The account's own upload; another account's id is as unknown as an expired one. */
    find(accountId: number, id: string): StoredUpload | undefined {
      sweep();
      return byAccount.get(accountId)?.find((upload) => upload.id === id);
    },

    remove(accountId: number, id: string): boolean {
      const uploads = byAccount.get(accountId) ?? [];
      const left = uploads.filter((upload) => upload.id !== id);
      byAccount.set(accountId, left);
      return left.length < uploads.length;
    },

    /** How many uploads are held, over all accounts (tests). */
    size(): number {
      sweep();
      return [...byAccount.values()].reduce((sum, uploads) => sum + uploads.length, 0);
    },
  };
}
