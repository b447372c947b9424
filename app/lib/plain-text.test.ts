import { describe, expect, it } from "vitest";
import { parsePlainText } from "./plain-text";

describe("parsePlainText", () => {
  it("splits paragraphs on empty lines and keeps line breaks inside one", () => {
    expect(parsePlainText("Satu\nbaris dua\n\n\nParagraf kedua\r\n\r\nKetiga")).toEqual([
      [{ kind: "text", text: "Satu" }, { kind: "break" }, { kind: "text", text: "baris dua" }],
      [{ kind: "text", text: "Paragraf kedua" }],
      [{ kind: "text", text: "Ketiga" }],
    ]);
    expect(parsePlainText("  \n \n")).toEqual([]);
  });

  it("makes links of bare addresses without the sentence's punctuation, and of [teks](alamat)", () => {
    expect(parsePlainText("Lihat https://bwi.go.id/berita/1. Atau [situs Kemenag](https://kemenag.go.id) ya")).toEqual([
      [
        { kind: "text", text: "Lihat " },
        { kind: "link", text: "https://bwi.go.id/berita/1", href: "https://bwi.go.id/berita/1" },
        { kind: "text", text: ". Atau " },
        { kind: "link", text: "situs Kemenag", href: "https://kemenag.go.id/" },
        { kind: "text", text: " ya" },
      ],
    ]);
  });

  it("never makes HTML or a script address into anything but text", () => {
    const [paragraph] = parsePlainText('<script>alert(1)</script> [klik](javascript:alert(1)) <img src=x onerror=alert(1)> data:text/html,hi');
    expect(paragraph).toEqual([{ kind: "text", text: '<script>alert(1)</script> [klik](javascript:alert(1)) <img src=x onerror=alert(1)> data:text/html,hi' }]);
  });

  it("keeps an address that does not parse as text", () => {
    expect(parsePlainText("buka http://[::1")).toEqual([[{ kind: "text", text: "buka http://[::1" }]]);
  });
});
