// Shared by the feedback API's tests (not shipped): a stand-in site folder and entry factories.
import { randomUUID } from "node:crypto";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { FeedbackEntryInput } from "../../app/lib/feedback-entry";

/** The smallest folder the static-site server accepts: just the not-found page. */
export function makeClientDir(): { dir: string; remove: () => void } {
  const dir = mkdtempSync(join(tmpdir(), "simpati-site-"));
  writeFileSync(join(dir, "404.html"), "<h1>Halaman tidak ditemukan</h1>");
  writeFileSync(join(dir, "index.html"), "<h1>Beranda</h1>");
  return { dir, remove: () => rmSync(dir, { recursive: true, force: true }) };
}

export function makeTempDir(prefix: string): { dir: string; remove: () => void } {
  const dir = mkdtempSync(join(tmpdir(), prefix));
  return { dir, remove: () => rmSync(dir, { recursive: true, force: true }) };
}

export function validEntry(overrides: Partial<Record<keyof FeedbackEntryInput, unknown>> = {}): Record<string, unknown> {
  return {
    id: randomUUID(),
    name: "Siti Aminah",
    email: "siti.aminah@contoh.id",
    message: "Mohon jam layanan wakaf diperpanjang pada hari Jumat.",
    timestamp: "2025-03-14T02:30:00.000Z",
    ...overrides,
  };
}

export function jsonPost(body: unknown, headers: Record<string, string> = {}): RequestInit {
  return {
    method: "POST",
    headers: { "Content-Type": "application/json", ...headers },
    body: typeof body === "string" ? body : JSON.stringify(body),
  };
}
