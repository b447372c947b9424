import { getPath, setPath } from "./paths";

// What a content draft editor needs to know about one content file (docs/office-console-contract.md,
// "Content drafts"): which of its fields the office may edit here, and how text in the form becomes
// the file's values again. Everything else in the file is kept as it is.

export interface DraftField {
  /** The dotted path in the file, as the API's `issues` name it. */
  key: string;
  label: string;
  hint?: string;
  kind?: "text" | "email" | "tel" | "url" | "multiline" | "decimal" | "integer";
  autoComplete?: string;
  /** Fields of the same group are shown together under its name. */
  group: string;
}

export type FormValues = Record<string, string>;

export interface DraftFormSpec {
  /** The API's content name (/api/kantor/konten/:name). */
  name: string;
  title: string;
  description: string;
  fields(data: Record<string, unknown>): DraftField[];
}

export function valuesOf(spec: DraftFormSpec, data: Record<string, unknown>): FormValues {
  const values: FormValues = {};
  for (const field of spec.fields(data)) {
    const value = getPath(data, field.key);
    values[field.key] = value === undefined || value === null ? "" : String(value);
  }
  return values;
}

const DECIMAL = /^-?\d+(?:\.\d+)?$/;

/**
 * The file with the form's values written in, or the fields whose text is not a number where the file
 * needs one. Text is sent as typed: the server's schema judges it (and its messages are the ones
 * staff see next to the field).
 */
export function dataWith(
  spec: DraftFormSpec,
  base: Record<string, unknown>,
  values: FormValues,
): { data: Record<string, unknown>; errors?: undefined } | { data?: undefined; errors: Record<string, string> } {
  let data = base;
  const errors: Record<string, string> = {};
  for (const field of spec.fields(base)) {
    const text = values[field.key] ?? "";
    if (field.kind === "decimal" || field.kind === "integer") {
      // A comma is the decimal sign staff in Indonesia type.
      const normal = text.trim().replace(",", ".");
      if (!DECIMAL.test(normal)) errors[field.key] = "Isi dengan angka, misalnya -6.8886.";
      else if (field.kind === "integer" && !Number.isInteger(Number(normal))) errors[field.key] = "Isi dengan bilangan bulat, misalnya 14.";
      else data = setPath(data, field.key, Number(normal));
    } else data = setPath(data, field.key, text);
  }
  return Object.keys(errors).length > 0 ? { errors } : { data };
}

/** The field an issue of the API belongs to: its own, else the first field under its path. */
export function fieldOfIssue(fields: readonly DraftField[], path: string): string | undefined {
  return fields.find((field) => field.key === path)?.key ?? fields.find((field) => field.key.startsWith(`${path}.`))?.key;
}
