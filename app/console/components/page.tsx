import { useEffect, useRef, useState, type ReactNode } from "react";
import { useLocation } from "react-router";

const CONSOLE_TITLE = "Konsol Kantor — SIMPATI WAKAF";

/**
 * A page of the console: its title in the tab and one h1. After a navigation inside the console the
 * heading takes the focus, so that a screen reader says which page opened and Tab starts from its top;
 * the first page of a visit leaves the focus where the browser puts it.
 */
export function Page({ title, lead, children }: { title: string; lead?: ReactNode; children?: ReactNode }) {
  const heading = useRef<HTMLHeadingElement>(null);
  const location = useLocation();
  // Decided once, when the page appears: a filter or page change of the same page must not move focus.
  const [navigatedHere] = useState(location.key !== "default");

  useEffect(() => {
    document.title = `${title} — ${CONSOLE_TITLE}`;
  }, [title]);

  useEffect(() => {
    if (navigatedHere) heading.current?.focus();
  }, [navigatedHere]);

  return (
    <div className="space-y-6">
      <div>
        <h1 ref={heading} tabIndex={-1} className="text-2xl font-bold text-slate-900 outline-none sm:text-3xl">
          {title}
        </h1>
        {lead ? <p className="mt-2 text-slate-700">{lead}</p> : null}
      </div>
      {children}
    </div>
  );
}

/** A titled block of a page. */
export function Section({ title, children, id }: { title: string; children: ReactNode; id?: string }) {
  const headingId = `${id ?? slug(title)}-judul`;
  return (
    <section aria-labelledby={headingId} className="console-card space-y-4">
      <h2 id={headingId} className="text-lg font-semibold text-slate-900">
        {title}
      </h2>
      {children}
    </section>
  );
}

function slug(text: string): string {
  return text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");
}
