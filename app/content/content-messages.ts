import type { z } from "zod";

// Plain Indonesian for what zod would otherwise say in English ("Too small: expected number to be
// >=1"). Office staff read these: in a failed `npm run build`, in a release build's GAGAL line and in
// the console's form errors. A schema's own message always wins; this only fills the gaps.

const TYPE_NAMES: Record<string, string> = {
  string: "teks",
  number: "angka",
  int: "bilangan bulat",
  boolean: "true atau false",
  object: "kumpulan isian",
  array: "daftar",
  tuple: "daftar",
};

const UNITS: Record<string, string> = { string: "karakter", array: "item", set: "item", file: "byte" };

function sizeMessage(issue: z.core.$ZodRawIssue, bound: "kurang" | "lebih", limit: number | bigint): string {
  const origin = "origin" in issue ? String(issue.origin) : "";
  const unit = UNITS[origin];
  const exact = "exact" in issue && issue.exact === true;
  const inclusive = "inclusive" in issue ? issue.inclusive !== false : true;
  if (unit) {
    if (exact) return `harus berisi tepat ${limit} ${unit}`;
    return bound === "kurang" ? `paling sedikit ${limit} ${unit}` : `paling banyak ${limit} ${unit}`;
  }
  if (inclusive) return `tidak boleh ${bound} dari ${limit}`;
  return bound === "kurang" ? `harus lebih dari ${limit}` : `harus kurang dari ${limit}`;
}

/** The error map content is parsed with (zod's per-parse `error` option). */
export function contentIssueMessage(issue: z.core.$ZodRawIssue): string {
  switch (issue.code) {
    case "invalid_type": {
      if (issue.input === undefined) return "wajib diisi";
      const name = TYPE_NAMES[String(issue.expected)];
      return name ? `harus berupa ${name}` : "jenis isinya tidak sesuai";
    }
    case "too_small":
      return sizeMessage(issue, "kurang", issue.minimum);
    case "too_big":
      return sizeMessage(issue, "lebih", issue.maximum);
    case "invalid_value":
      return `harus salah satu dari: ${issue.values.map(String).join(", ")}`;
    case "invalid_format":
      if (issue.format === "includes" && "includes" in issue) return `harus memuat "${String(issue.includes)}"`;
      if (issue.format === "email") return "alamat email tidak valid";
      if (issue.format === "url") return "alamat tautan tidak valid";
      return "bentuknya tidak sesuai";
    case "unrecognized_keys":
      return `isian tidak dikenal: ${issue.keys.join(", ")}`;
    default:
      return "isinya tidak valid";
  }
}
