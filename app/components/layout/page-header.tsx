import type { ReactNode } from "react";

/** The heading block at the top of a page: the page's only h1 and an optional lead text. */
export function PageHeader({ title, lead, children }: { title: string; lead?: string; children?: ReactNode }) {
  return (
    <div className="bg-gradient-to-b from-emerald-50 to-white">
      <div className="mx-auto max-w-7xl px-4 py-10">
        <h1 className="text-3xl font-bold text-emerald-900 md:text-4xl">{title}</h1>
        {lead && <p className="mt-3 max-w-3xl text-lg text-slate-700">{lead}</p>}
        {children}
      </div>
    </div>
  );
}
