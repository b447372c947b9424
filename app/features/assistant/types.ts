// The panel's texts take their shape from their one schema (app/content/assistant.schema.ts); the
// import is type-only, so zod never reaches the browser.
import type { AssistantText } from "~/content/assistant.schema";

export type { AssistantText };

export interface AssistantPanelProps {
  id: string;
  text: AssistantText;
  onClose: () => void;
}
