// A news story as the office types it in the console (issue 34): plain text, paragraphs split by an empty
// line, a line break kept inside a paragraph, links written as an address (https://…) or as
// [teks](https://…). Parsed into plain data the page renders as React text nodes and <a> elements, so no
// HTML or script an editor types ever reaches a visitor: "<script>" stays those eight characters.

export type Inline = { kind: "text"; text: string } | { kind: "link"; text: string; href: string } | { kind: "break" };

export type Paragraph = Inline[];

// [label](http…) first, then a bare address. A bare address ends before whitespace, and trailing
// punctuation of the sentence (".", ",", ")" …) is not part of it.
const LINK = /\[([^\]\n]{1,200})\]\((https?:\/\/[^\s)]+)\)|(https?:\/\/[^\s<>"]+)/g;
const TRAILING = /[.,;:!?)\]'"»]+$/;

/** Only http(s) addresses that parse as URLs become links; anything else stays text. */
function safeHref(candidate: string): string | undefined {
  try {
    const url = new URL(candidate);
    return url.protocol === "http:" || url.protocol === "https:" ? url.href : undefined;
  } catch {
    return undefined;
  }
}

function inlines(line: string): Inline[] {
  const out: Inline[] = [];
  const pushText = (text: string) => {
    if (!text) return;
    const last = out[out.length - 1];
    if (last?.kind === "text") last.text += text;
    else out.push({ kind: "text", text });
  };
  let at = 0;
  for (const match of line.matchAll(LINK)) {
    const start = match.index;
    pushText(line.slice(at, start));
    if (match[1] !== undefined && match[2] !== undefined) {
      const href = safeHref(match[2]);
      if (href) out.push({ kind: "link", text: match[1].trim() || href, href });
      else pushText(match[0]);
      at = start + match[0].length;
    } else {
      const raw = match[3]!;
      const trailing = TRAILING.exec(raw)?.[0] ?? "";
      const address = raw.slice(0, raw.length - trailing.length);
      const href = safeHref(address);
      if (href) out.push({ kind: "link", text: address, href });
      else pushText(address);
      at = start + address.length;
    }
  }
  pushText(line.slice(at));
  return out;
}

/** The paragraphs of `text`; whitespace-only text has none. */
export function parsePlainText(text: string): Paragraph[] {
  return text
    .replace(/\r\n?/g, "\n")
    .split(/\n[ \t]*\n+/)
    .map((block) => block.trim())
    .filter(Boolean)
    .map((block) =>
      block
        .split("\n")
        .map((line) => line.trim())
        .flatMap((line, index): Inline[] => (index === 0 ? inlines(line) : [{ kind: "break" }, ...inlines(line)])),
    );
}
