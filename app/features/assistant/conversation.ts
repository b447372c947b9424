// The conversation of this visit. It lives in the panel's module (so it survives closing the panel and
// moving between pages) and in sessionStorage (so it survives a full page load), and ends with the tab.
export interface Turn {
  id: number;
  question: string;
  answer: string;
  source?: string;
  link: string;
  fallback: boolean;
  /** When the assistant was unsure: the closest questions it knows, offered as buttons (decision 104). */
  suggestions?: string[];
}

const KEY = "siWakafConversation";
// Enough for a visit; older turns drop off so storage stays small.
export const MAX_TURNS = 30;

let turns: Turn[] | null = null;

function isTurn(value: unknown): value is Turn {
  const turn = value as Turn;
  return (
    typeof turn === "object" &&
    turn !== null &&
    typeof turn.id === "number" &&
    typeof turn.question === "string" &&
    typeof turn.answer === "string" &&
    typeof turn.link === "string" &&
    typeof turn.fallback === "boolean" &&
    (turn.suggestions === undefined || (Array.isArray(turn.suggestions) && turn.suggestions.every((item) => typeof item === "string")))
  );
}

export function loadConversation(): Turn[] {
  if (turns) return turns;
  try {
    const parsed: unknown = JSON.parse(sessionStorage.getItem(KEY) ?? "[]");
    turns = Array.isArray(parsed) ? parsed.filter(isTurn) : [];
  } catch {
    turns = [];
  }
  return turns;
}

export function saveConversation(next: Turn[]): Turn[] {
  turns = next.length > MAX_TURNS ? next.slice(-MAX_TURNS) : next;
  try {
    sessionStorage.setItem(KEY, JSON.stringify(turns));
  } catch {
    // Storage full or blocked (private mode): the conversation still lives in memory.
  }
  return turns;
}

/** Only for tests. */
export function resetConversation() {
  turns = null;
}
