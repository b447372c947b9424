import { describe, expect, it } from "vitest";
import { feedbackPage } from "./feedback-page";
import { FeedbackPageSchema } from "./feedback-page.schema";
import { parseContent } from "./parse";

const parse = (data: unknown) => () => parseContent("app/content/feedback-page.ts", FeedbackPageSchema, data);

describe("Kritik & Saran texts", () => {
  it("are valid, with three reasons and the spec's submit label", () => {
    const parsed = parse(feedbackPage)();
    expect(parsed.panel.reasons.map((reason) => reason.icon)).toEqual(["service", "innovation", "transparency"]);
    expect(parsed.form.submitLabel).toBe("Kirim Masukan");
  });

  it("names the field of a mistake", () => {
    const reasons = feedbackPage.panel.reasons.map((reason, index) => (index === 2 ? { ...reason, text: " " } : reason));
    expect(parse({ ...feedbackPage, panel: { ...feedbackPage.panel, reasons } })).toThrowError(
      /field "panel" → field "reasons" → item 3 \("Transparansi & Akuntabilitas"\) → field "text": tidak boleh kosong/,
    );
    expect(parse({ ...feedbackPage, panel: { ...feedbackPage.panel, reasons: reasons.slice(0, 2) } })).toThrowError(/tepat 3 alasan/);
  });
});
