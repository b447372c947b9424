import { describe, expect, it } from "vitest";
import { WORKBOOK_LIMITS } from "./limits";
import { readUpload, uploadFileName } from "./upload";

describe("an upload's file name", () => {
  it("is decoded, without folders or control characters, cut short, and never empty", () => {
    expect(uploadFileName(encodeURIComponent("Register Tanah Wakaf 2026 (final).xlsx"))).toBe("Register Tanah Wakaf 2026 (final).xlsx");
    expect(uploadFileName(encodeURIComponent("C:\\Users\\kua\\Desktop\\data.csv"))).toBe("data.csv");
    expect(uploadFileName(encodeURIComponent("a\u0000b\u001b[2Jc\u2028.xlsx"))).toBe("ab[2Jc.xlsx");
    expect(uploadFileName("%E0%A4%A")).toBe("%E0%A4%A");
    expect(uploadFileName(encodeURIComponent("x".repeat(300)))).toHaveLength(120);
    expect(uploadFileName(undefined)).toBe("berkas tanpa nama");
    expect(uploadFileName("%2F%2F")).toBe("berkas tanpa nama");
  });
});

describe("reading an upload", () => {
  it("refuses a CSV past the row or column limit, saying how far it goes", async () => {
    const limits = { ...WORKBOOK_LIMITS, rows: 5, columns: 4 };
    const long = await readUpload(Buffer.from("Nama;Alamat\n".repeat(10)), "a.csv", limits);
    expect(long).toMatchObject({ ok: false, code: "upload_too_large", status: 413, message: expect.stringMatching(/lebih jauh dari baris 5:/) });
    const wide = await readUpload(Buffer.from("a;b;c;d;e;f\n"), "a.csv", limits);
    expect(wide).toMatchObject({ ok: false, code: "upload_too_large", message: expect.stringMatching(/lebih jauh dari kolom ke-4:/) });
    expect(await readUpload(Buffer.from("Nama;Alamat\nMasjid;Jl. Contoh\n"), "a.csv", limits)).toMatchObject({ ok: true, kind: "csv" });
  });

  it("refuses a CSV csv-parse cannot read, in words", async () => {
    const reading = await readUpload(Buffer.from('Nama;Alamat\n"Masjid;Jl. Contoh\nx"y;z\n'), "a.csv");
    expect(reading).toMatchObject({ ok: false, code: "upload_not_workbook", status: 415, message: expect.stringMatching(/^Berkas CSV ini tidak dapat dibaca/) });
  });
});
