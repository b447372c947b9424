import { describe, expect, it } from "vitest";
import { setupLink, setupMessage } from "./setup-link";

describe("setup link", () => {
  it("puts the token after # on /kantor/penyiapan, and says how long it lives", () => {
    expect(setupLink("http://127.0.0.1:3000", "abc_DEF-123")).toBe("http://127.0.0.1:3000/kantor/penyiapan#abc_DEF-123");
    const message = setupMessage("http://localhost:3000", "tok");
    expect(message).toContain("http://localhost:3000/kantor/penyiapan#tok");
    expect(message).toContain("60 menit");
  });
});
