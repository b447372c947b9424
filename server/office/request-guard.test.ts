import { describe, expect, it } from "vitest";
import { isSameOrigin, tokensMatch } from "./request-guard";

describe("isSameOrigin", () => {
  it.each([
    [{ origin: "http://localhost:3000", host: "localhost:3000" }, true],
    [{ origin: "https://wakaf.kua.id", host: "wakaf.kua.id:443" }, true],
    [{ origin: "https://wakaf.kua.id", host: "wakaf.kua.id", secFetchSite: "same-origin" }, true],
    [{ secFetchSite: "same-origin", host: "wakaf.kua.id" }, true],
    [{ host: "wakaf.kua.id" }, false],
    [{ origin: "https://jahat.example", host: "wakaf.kua.id" }, false],
    [{ origin: "https://wakaf.kua.id.jahat.example", host: "wakaf.kua.id" }, false],
    [{ origin: "http://localhost:3001", host: "localhost:3000" }, false],
    [{ origin: "null", host: "wakaf.kua.id" }, false],
    [{ origin: "file://", host: "wakaf.kua.id" }, false],
    [{ origin: "https://wakaf.kua.id", host: undefined }, false],
    [{ origin: "https://wakaf.kua.id", host: "wakaf.kua.id", secFetchSite: "same-site" }, false],
    [{ secFetchSite: "cross-site", host: "wakaf.kua.id" }, false],
    [{ secFetchSite: "none", host: "wakaf.kua.id" }, false],
  ])("%j → %s", (headers, expected) => {
    expect(isSameOrigin(headers)).toBe(expected);
  });
});

describe("tokensMatch", () => {
  it("matches only the exact token, whatever the length sent", () => {
    expect(tokensMatch("abc123", "abc123")).toBe(true);
    expect(tokensMatch("abc124", "abc123")).toBe(false);
    expect(tokensMatch("abc1234", "abc123")).toBe(false);
    expect(tokensMatch("", "abc123")).toBe(false);
    expect(tokensMatch(undefined, "abc123")).toBe(false);
  });
});
