// Dates and numbers as staff in Indonesia read them. The office is in Western Indonesia (WIB); the
// console says so rather than following a computer's possibly wrong time zone.

const DATE_TIME = new Intl.DateTimeFormat("id-ID", { dateStyle: "medium", timeStyle: "short", timeZone: "Asia/Jakarta" });
const NUMBER = new Intl.NumberFormat("id-ID");

export function formatDateTime(iso: string | null | undefined): string {
  if (!iso) return "—";
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : `${DATE_TIME.format(date)} WIB`;
}

export function formatCount(value: number): string {
  return NUMBER.format(value);
}

export const ROLE_LABELS = { admin: "Admin", staf: "Staf" } as const;
