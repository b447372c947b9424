import { Bot, X } from "lucide";
import { Icon } from "~/components/ui/icon";
import { type ComponentType, type KeyboardEvent, useId, useRef, useState } from "react";
import { assistantButtonMessages as messages } from "~/content/messages-assistant-button";
import { retryImport, retryNow } from "~/lib/retry-import";
import { toast } from "~/lib/toast-store";
import { ASSISTANT_BUTTON_ATTRIBUTE, typeAhead } from "./open-assistant";
import type { AssistantPanelProps, AssistantText } from "./types";

interface Loaded {
  Panel: ComponentType<AssistantPanelProps>;
  text: AssistantText;
}

export type LoadAssistantText = () => Promise<{ assistant: AssistantText }>;

let pending: Promise<Loaded> | null = null;
// Set while a visitor's open click waits for the panel: told once if the download fails.
let waitingClick: (() => void) | null = null;

// The panel, its drawing and its texts stay out of every page's up-front JavaScript: they are fetched
// the first time a visitor points at, focuses or opens the button. A failed download is retried like
// every lazy chunk (retryImport); a visitor who pressed the button is told, and pressing it again
// retries at once.
function loadPanel(loadText: LoadAssistantText): Promise<Loaded> {
  const told = {
    onFailure: () => {
      const tell = waitingClick;
      waitingClick = null;
      tell?.();
    },
  };
  // Each import retried on its own: a retry imports the module that failed afresh (retry-import.ts).
  pending ??= Promise.all([retryImport(() => import("./assistant-panel"), told), retryImport(loadText, told)]).then(([panel, content]) => {
    waitingClick = null;
    return { Panel: panel.AssistantPanel, text: content.assistant };
  });
  return pending;
}

/** Only for tests: forget the loaded panel. */
export function resetAssistantPanelCache() {
  pending = null;
  waitingClick = null;
}

export const ASSISTANT_BUTTON_LABEL = "Tanya Si Wakaf";

/**
 * The round floating button on every page (prerendered, a few hundred bytes) and, once opened, the
 * Si Wakaf panel. Closing by Escape or the close button returns focus to this button.
 */
export function AssistantWidget({ loadText }: { loadText: LoadAssistantText }) {
  const [open, setOpen] = useState(false);
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const panelId = useId();

  function preload() {
    if (!loaded) void loadPanel(loadText).then(setLoaded);
  }

  function openPanel() {
    setOpen(true);
    if (loaded) return;
    waitingClick = () => {
      setOpen(false);
      toast(messages.assistantUnavailable);
    };
    retryNow();
    void loadPanel(loadText).then(setLoaded);
  }

  function close() {
    // Cancelled before the panel came: what was typed ahead goes with it.
    if (!loaded) typeAhead();
    setOpen(false);
    buttonRef.current?.focus();
  }

  function onButtonKeyDown(event: KeyboardEvent<HTMLButtonElement>) {
    if (event.key === "Escape" && open) close();
    // A question typed while the panel is still on its way goes into its box when it arrives. (Space
    // too: kept as text, not a second press of the button.)
    else if (open && !loaded && event.key.length < 2 && !(event.ctrlKey || event.metaKey)) {
      event.preventDefault();
      typeAhead(event.key);
    }
  }

  const Panel = open ? loaded?.Panel : undefined;
  return (
    <>
      {Panel && loaded && <Panel id={panelId} text={loaded.text} onClose={close} />}
      <button
        ref={buttonRef}
        type="button"
        aria-label={ASSISTANT_BUTTON_LABEL}
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-controls={Panel ? panelId : undefined}
        aria-busy={(open && !loaded) || undefined}
        // While the panel is on its way a second tap (the visitor thinks the first was lost) keeps it
        // coming and retries a stalled download at once; only a shown panel closes. Escape still cancels.
        onClick={() => (Panel ? close() : openPanel())}
        onKeyDown={onButtonKeyDown}
        onPointerEnter={preload}
        onFocus={preload}
        data-testid="assistant-button"
        {...{ [ASSISTANT_BUTTON_ATTRIBUTE]: "" }}
        className="fixed right-4 bottom-4 z-40 inline-flex size-14 items-center justify-center rounded-full bg-emerald-700 text-white shadow-lg ring-4 ring-white transition-transform hover:scale-105 hover:bg-emerald-800 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-emerald-900 motion-reduce:transition-none motion-reduce:hover:scale-100"
      >
        {Panel ? <Icon icon={X} aria-hidden="true" className="size-7" /> : <Icon icon={Bot} aria-hidden="true" className="size-7" />}
      </button>
    </>
  );
}
