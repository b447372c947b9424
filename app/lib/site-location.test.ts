import { describe, expect, it } from "vitest";
import { parseLocation } from "./site-location";

// The importer's tests (scripts/sites/parse-workbook.test.ts) cover every shape; these cover what the
// console's form meets on top: text typed half-way, and a damaged address pasted whole.
describe("parseLocation in the console's form", () => {
  it("reads nothing from half-typed text, and never throws on a broken escape in a maps address", () => {
    expect(parseLocation("-6.88")).toBeUndefined();
    expect(parseLocation("-6.8851,")).toBeUndefined();
    expect(parseLocation("")).toBeUndefined();
    expect(parseLocation("https://www.google.com/maps/search/%E0%A4")).toBeUndefined();
    expect(parseLocation("https://www.google.com/maps/search/-6.8843,%20107.616")).toEqual({ point: [-6.8843, 107.616] });
  });
});
