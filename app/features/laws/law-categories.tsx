import { BookOpen, Building2, FileText, Landmark, ScrollText } from "lucide";
import { Icon, type IconNode } from "~/components/ui/icon";
import { Card } from "~/components/ui/card";
import type { LawCategory, LawGradient, LawIcon } from "~/content/laws.schema";
import { LawOpenButton } from "./law-open-button";

const ICONS: Record<LawIcon, IconNode> = {
  landmark: Landmark,
  "scroll-text": ScrollText,
  "book-open": BookOpen,
  "building-2": Building2,
};

// Full class names so Tailwind finds them; every gradient keeps white text at AA contrast.
const GRADIENTS: Record<LawGradient, string> = {
  emerald: "from-emerald-800 to-emerald-700",
  teal: "from-teal-800 to-teal-700",
  sky: "from-sky-800 to-sky-700",
  amber: "from-amber-800 to-amber-700",
};

export function LawCategories({ categories, onMissingUrl }: { categories: LawCategory[]; onMissingUrl: () => void }) {
  return (
    <div className="mx-auto grid max-w-7xl gap-8 px-4 py-12 lg:grid-cols-2">
      {categories.map((category) => {
        const node = ICONS[category.icon];
        const headingId = `kategori-${category.id}`;
        return (
          <Card as="section" tone="neutral" padding="none" key={category.id} aria-labelledby={headingId} data-testid="law-category">
            <div className={`flex items-center gap-4 bg-gradient-to-r p-5 text-white ${GRADIENTS[category.gradient]}`}>
              <span className="inline-flex size-12 items-center justify-center rounded-xl bg-white/15">
                <Icon icon={node} aria-hidden="true" className="size-6" />
              </span>
              <div>
                <h2 id={headingId} className="text-xl font-bold">
                  {category.name}
                </h2>
                <p className="text-sm text-white/90">{category.laws.length} peraturan</p>
              </div>
            </div>
            <ul className="divide-y divide-slate-100">
              {category.laws.map((law) => (
                <li key={law.id} className="flex flex-col gap-4 p-5 sm:flex-row sm:items-start" data-testid="law-item">
                  <Icon icon={FileText} aria-hidden="true" className="hidden size-6 shrink-0 text-slate-500 sm:block" />
                  <div className="flex-1">
                    <h3 className="font-semibold text-slate-900">
                      {law.title}
                      {law.subject && <span className="font-normal"> {law.subject}</span>}
                    </h3>
                    {law.summary && <p className="mt-1 text-sm text-slate-600">{law.summary}</p>}
                  </div>
                  <LawOpenButton law={law} onMissing={onMissingUrl} />
                </li>
              ))}
            </ul>
          </Card>
        );
      })}
    </div>
  );
}
