import { BookOpenText, Building2, Check, ClipboardList, Coins, FileSignature, GraduationCap, HandHeart, Landmark, Package, Quote, Sprout, Users } from "lucide";
import { Icon, type IconNode } from "~/components/ui/icon";
import type { ReactNode } from "react";
import { Card } from "~/components/ui/card";
import { Section } from "~/components/ui/section";
import type { LiterasiContent } from "~/content/literasi.schema";
import { uiText } from "~/content/ui-text";

// Icons are decoration chosen by position; the content file holds only text.
const BENEFIT_ICONS: IconNode[] = [HandHeart, Landmark, GraduationCap, Users];
const TYPE_ICONS: IconNode[] = [Building2, Package, Coins, Sprout];
const STEP_ICONS: IconNode[] = [ClipboardList, FileSignature, Landmark];

function Source({ children }: { children: ReactNode }) {
  return (
    <p className="mt-4 text-sm text-slate-600">
      {uiText.sourceLabel} {children}
    </p>
  );
}

function IconCards({ items, icons }: { items: { id: string; title: string; description: string }[]; icons: IconNode[] }) {
  return (
    <ul className="mt-6 grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
      {items.map((item, index) => {
        const node = icons[index % icons.length] ?? BookOpenText;
        return (
          <Card as="li" key={item.id}>
            <Icon icon={node} aria-hidden="true" className="size-8 text-emerald-700" />
            <h3 className="mt-3 font-semibold text-slate-900">{item.title}</h3>
            <p className="mt-2 text-sm leading-relaxed text-slate-600">{item.description}</p>
          </Card>
        );
      })}
    </ul>
  );
}

export function LiterasiView({ content }: { content: LiterasiContent }) {
  const { definition, pillars, benefits, types, conditions, sources, procedure } = content;
  return (
    <>
      <Section id="pengertian" title={definition.title}>
        <div className="mt-6 grid gap-6 lg:grid-cols-[3fr_2fr]">
          <Card className="border-l-4 border-l-emerald-600">
            <p className="text-lg leading-relaxed text-slate-800">{definition.text}</p>
            <Source>{definition.source}</Source>
          </Card>
          <ul className="grid gap-3">
            {definition.points.map((point) => (
              <li key={point} className="flex gap-3 rounded-xl bg-emerald-50 p-4 text-sm text-slate-700">
                <Icon icon={Check} aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-emerald-700" />
                {point}
              </li>
            ))}
          </ul>
        </div>
      </Section>

      <Section id="rukun" title={pillars.title} tinted>
        <p className="mt-2 text-slate-700">{pillars.text}</p>
        <ol className="mt-6 grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
          {pillars.rukun.map((rukun, index) => (
            <Card as="li" key={rukun.id}>
              <span aria-hidden="true" className="inline-flex size-10 items-center justify-center rounded-full bg-emerald-700 font-bold text-white">
                {index + 1}
              </span>
              <h3 className="mt-3 font-semibold text-slate-900">{rukun.name}</h3>
              <p className="mt-2 text-sm leading-relaxed text-slate-600">{rukun.description}</p>
            </Card>
          ))}
        </ol>
        <Card className="mt-6">
          <h3 className="font-semibold text-slate-900">{pillars.unsurText}</h3>
          <ol className="mt-4 flex flex-wrap gap-2">
            {pillars.unsur.map((unsur, index) => (
              <li key={unsur} className="rounded-full bg-emerald-100 px-4 py-2 text-sm font-medium text-emerald-900">
                {index + 1}. {unsur}
              </li>
            ))}
          </ol>
          <p className="mt-4 text-sm text-slate-600">{pillars.note}</p>
        </Card>
      </Section>

      <Section id="manfaat" title={benefits.title}>
        <IconCards items={benefits.items} icons={BENEFIT_ICONS} />
        <Source>{benefits.source}</Source>
      </Section>

      <Section id="jenis" title={types.title} tinted>
        <IconCards items={types.items} icons={TYPE_ICONS} />
        <Source>{types.source}</Source>
      </Section>

      <Section id="syarat" title={conditions.title}>
        <ul className="mt-6 grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
          {conditions.items.map((item) => (
            <Card as="li" key={item.id}>
              <h3 className="font-semibold text-emerald-800">{item.title}</h3>
              <ul className="mt-3 grid gap-2 text-sm text-slate-700">
                {item.points.map((point) => (
                  <li key={point} className="flex gap-2">
                    <Icon icon={Check} aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-emerald-700" />
                    {point}
                  </li>
                ))}
              </ul>
            </Card>
          ))}
        </ul>
        <Source>{conditions.source}</Source>
      </Section>

      <Section id="dalil" title={sources.title} tinted>
        <p className="mt-2 max-w-3xl text-slate-700">{sources.text}</p>
        <div className="mt-6 grid gap-6 md:grid-cols-2">
          {sources.items.map((item) => (
            <figure key={item.id} className="relative rounded-2xl bg-emerald-800 p-6 text-white shadow-sm md:p-8">
              <Icon icon={Quote} aria-hidden="true" className="size-8 text-amber-300" />
              <blockquote className="mt-3 text-lg leading-relaxed italic">“{item.text}”</blockquote>
              <figcaption className="mt-4">
                <cite className="font-semibold text-amber-200 not-italic">{item.reference}</cite>
                <span className="mt-1 block text-sm text-emerald-100">{item.note}</span>
              </figcaption>
            </figure>
          ))}
        </div>
      </Section>

      <Section id="tata-cara" title={procedure.title}>
        <p className="mt-2 max-w-3xl text-slate-700">{procedure.text}</p>
        <ol className="mt-8 grid gap-6 lg:grid-cols-3">
          {procedure.steps.map((step, index) => {
            const node = STEP_ICONS[index] ?? ClipboardList;
            return (
              <Card as="li" key={step.id} className="flex flex-col">
                <div className="flex items-center gap-3">
                  <span className="inline-flex size-12 items-center justify-center rounded-xl bg-emerald-700 text-white">
                    <Icon icon={node} aria-hidden="true" className="size-6" />
                  </span>
                  <p className="text-sm font-semibold text-emerald-700 uppercase">Langkah {index + 1}</p>
                </div>
                <h3 className="mt-4 text-lg font-semibold text-slate-900">{step.title}</h3>
                <p className="mt-2 text-sm leading-relaxed text-slate-600">{step.description}</p>
                <h4 className="mt-4 text-sm font-semibold text-slate-900">{step.checklistLabel}</h4>
                <ul className="mt-2 grid gap-2 text-sm text-slate-700">
                  {step.checklist.map((entry) => (
                    <li key={entry} className="flex gap-2">
                      <Icon icon={Check} aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-emerald-700" />
                      {entry}
                    </li>
                  ))}
                </ul>
              </Card>
            );
          })}
        </ol>
      </Section>
    </>
  );
}
