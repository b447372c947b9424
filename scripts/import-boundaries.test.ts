import { ESLint } from "eslint";
import { beforeAll, describe, expect, it } from "vitest";

// The import direction of README "Layout", as `npm run lint` enforces it (eslint.config.js). Each case
// lints one line of code as if it were written in the named file.
const eslint = new ESLint({ cwd: new URL("..", import.meta.url).pathname });

async function boundaryErrors(file: string, source: string): Promise<string[]> {
  const [result] = await eslint.lintText(`${source}\nexport {};\n`, { filePath: file });
  return (result?.messages ?? []).filter((message) => message.ruleId === "no-restricted-imports").map((message) => message.message);
}

describe("import boundaries", () => {
  // Loading the config and the TypeScript parser takes seconds on a busy machine; do it once, up front.
  beforeAll(() => boundaryErrors("app/lib/warm-up.ts", ""), 120_000);

  it.each([
    ["app/features/quiz/x.ts", 'import { LawOpenButton } from "~/features/laws/law-open-button";', /never imports another feature/],
    ["app/features/quiz/x.ts", 'import { LawOpenButton } from "../laws/law-open-button";', /never imports another feature/],
    ["app/features/quiz/x.ts", 'import { loader } from "~/routes/home";', /used by routes/],
    ["app/components/ui/x.tsx", 'import { Quiz } from "~/features/quiz/quiz";', /Components are shared/],
    ["app/lib/x.ts", 'import { Card } from "~/components/ui/card";', /bottom layer/],
    ["app/content/x.ts", 'import { Card } from "../components/ui/card";', /bottom layer/],
    ["server/feedback/x.ts", 'import { deliverFeedback } from "../../app/features/feedback-sync/deliver";', /never browser features/],
  ])("%s may not: %s", async (file, source, message) => {
    const errors = await boundaryErrors(file, source);
    expect(errors).toHaveLength(1);
    expect(errors[0]).toMatch(message);
  });

  it.each([
    ["app/features/quiz/x.ts", 'import { quizReducer } from "./quiz-logic";'],
    ["app/features/quiz/x.ts", 'import { Card } from "~/components/ui/card";'],
    ["app/features/feedback/x.ts", 'import { FEEDBACK_LIMITS } from "~/lib/feedback-entry";'],
    ["app/routes/x.tsx", 'import { Quiz } from "~/features/quiz/quiz";'],
    ["server/feedback/x.ts", 'import { checkFeedbackEntry } from "../../app/lib/feedback-entry.schema";'],
  ])("%s may: %s", async (file, source) => {
    expect(await boundaryErrors(file, source)).toEqual([]);
  });
});
