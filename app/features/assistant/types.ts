/** Texts of the assistant panel (app/content/assistant.ts). */
export interface AssistantText {
  title: string;
  subtitle: string;
  greeting: string;
  cartoonLabel: string;
  examplesTitle: string;
  examples: readonly string[];
  startLabel: string;
  stopLabel: string;
  listeningLabel: string;
  idleHint: string;
  closeLabel: string;
}

export interface AssistantPanelProps {
  id: string;
  text: AssistantText;
  onClose: () => void;
}
