import { lawMessages } from "./messages-law";
import { feedbackMessages } from "./messages-feedback";
import { quizMessages } from "./messages-quiz";
import { assistantMessages } from "./messages-assistant";
import { assistantButtonMessages } from "./messages-assistant-button";
import { updateMessages } from "./messages-update";

// The toast texts of SPEC §8 (error catalogue) and §4. Exact strings: change them only with the spec.
// Each page's toasts are in their own module (messages-<page>.ts) so a page carries only its own; this
// is the whole catalogue in one object, for the tests.
export const messages = {
  ...lawMessages,
  ...feedbackMessages,
  ...quizMessages,
  ...assistantMessages,
  ...assistantButtonMessages,
  ...updateMessages,
} as const;
