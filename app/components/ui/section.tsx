import type { ReactNode } from "react";
import { cn } from "~/lib/cn";

interface SectionProps {
  /** Id of the heading; the section is labelled by it (and it is the page's anchor). */
  id: string;
  title: string;
  children: ReactNode;
  /** A light emerald band, to tell neighbouring sections apart. */
  tinted?: boolean;
  className?: string;
}

/** A full-width page section with its h2 heading, content in the page's centred column. */
export function Section({ id, title, children, tinted, className }: SectionProps) {
  return (
    <section aria-labelledby={id} className={cn(tinted && "bg-emerald-50/70", className) || undefined}>
      <div className="mx-auto max-w-7xl px-4 py-12">
        <h2 id={id} className="text-2xl font-bold text-emerald-900 md:text-3xl">
          {title}
        </h2>
        {children}
      </div>
    </section>
  );
}
