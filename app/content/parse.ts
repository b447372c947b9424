import type { z } from "zod";
import { contentIssueMessage } from "./content-messages";

/**
 * Validates one content file. A mistake fails the build with the file, the item and the field named,
 * so an office editor can find it without reading a stack trace.
 */
export function parseContent<S extends z.ZodType>(file: string, schema: S, data: unknown): z.output<S> {
  const result = safeParseContent(schema, data);
  if (result.success) return result.data;
  const lines = result.error.issues.map((issue) => `  - ${describePath(data, issue.path)}: ${issue.message}`);
  throw new Error(`Konten tidak valid di ${file}:\n${lines.join("\n")}`);
}

/** `schema.safeParse` with Indonesian messages where the schema has none of its own. */
export function safeParseContent<S extends z.ZodType>(schema: S, data: unknown): z.ZodSafeParseResult<z.output<S>> {
  return schema.safeParse(data, { error: contentIssueMessage }) as z.ZodSafeParseResult<z.output<S>>;
}

function describePath(data: unknown, path: readonly PropertyKey[]): string {
  if (path.length === 0) return "(seluruh berkas)";
  const parts: string[] = [];
  let node: unknown = data;
  for (const key of path) {
    if (typeof key === "number") {
      const label = itemLabel(Array.isArray(node) ? node[key] : undefined);
      parts.push(label ? `item ${key + 1} (${label})` : `item ${key + 1}`);
    } else {
      parts.push(`field "${String(key)}"`);
    }
    node = node !== null && typeof node === "object" ? (node as Record<PropertyKey, unknown>)[key] : undefined;
  }
  return parts.join(" → ");
}

function itemLabel(item: unknown): string | undefined {
  if (item === null || typeof item !== "object") return undefined;
  const record = item as Record<string, unknown>;
  for (const key of ["id", "title", "name", "label"]) {
    if (typeof record[key] === "string" && record[key]) return `"${record[key]}"`;
  }
  return undefined;
}
