import { parsePlainText } from "~/lib/plain-text";

/** A story as the office typed it: paragraphs, line breaks and links, every character shown as text. */
export function NewsBody({ text }: { text: string }) {
  return (
    <div className="space-y-4 text-lg leading-relaxed text-slate-800" data-testid="news-body">
      {parsePlainText(text).map((paragraph, index) => (
        <p key={index}>
          {paragraph.map((part, at) =>
            part.kind === "break" ? (
              <br key={at} />
            ) : part.kind === "link" ? (
              <a key={at} href={part.href} rel="noopener noreferrer nofollow" className="font-semibold break-words text-emerald-800 underline underline-offset-4">
                {part.text}
              </a>
            ) : (
              <span key={at}>{part.text}</span>
            ),
          )}
        </p>
      ))}
    </div>
  );
}
