import { ArrowRight, BookOpen, Bot, Map as MapIcon, MessageSquareText, Newspaper, Scale } from "lucide";
import { Icon, type IconNode } from "~/components/ui/icon";
import { Link } from "react-router";
import { Button, ButtonLink } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import type { HomeContent, HomeIcon } from "~/content/home.schema";
import { ContentImage } from "~/components/ui/content-image";

const ICONS: Record<HomeIcon, IconNode> = { "book-open": BookOpen, scale: Scale, newspaper: Newspaper, map: MapIcon };

const focusRing = "focus-visible:outline-2 focus-visible:outline-offset-2";

export function HomeHero({ productName, hero }: { productName: string; hero: HomeContent["hero"] }) {
  return (
    <section className="relative overflow-hidden bg-gradient-to-br from-emerald-900 via-emerald-800 to-emerald-700 text-white">
      <div aria-hidden="true" className="absolute -top-24 -right-24 size-72 rounded-full bg-emerald-500/20" />
      <div className="relative mx-auto grid max-w-7xl items-center gap-10 px-4 py-12 md:py-16 lg:grid-cols-[1.2fr_1fr]">
        <div>
          <p className="text-sm font-semibold tracking-wide text-amber-200 uppercase">{hero.eyebrow}</p>
          <h1 className="mt-3 text-4xl font-extrabold tracking-tight md:text-6xl">{productName}</h1>
          <p className="mt-4 max-w-2xl text-lg font-medium text-emerald-50 md:text-xl">{hero.subtitle}</p>
          <p className="mt-3 max-w-2xl text-emerald-100">{hero.text}</p>
          <div className="mt-8 flex flex-wrap gap-3">
            <ButtonLink to={hero.primaryCta.to} variant="inverse" size="lg">
              {hero.primaryCta.label}
              <Icon icon={ArrowRight} aria-hidden="true" className="size-4" />
            </ButtonLink>
            <ButtonLink to={hero.secondaryCta.to} variant="outlineInverse" size="lg">
              <Icon icon={MapIcon} aria-hidden="true" className="size-4" />
              {hero.secondaryCta.label}
            </ButtonLink>
          </div>
        </div>
        <ContentImage image={hero.image} loading="eager" className="mx-auto h-auto w-full max-w-xs md:max-w-md" />
      </div>
    </section>
  );
}

export function ServiceCards({ services }: { services: HomeContent["services"] }) {
  return (
    <section aria-labelledby="layanan" className="mx-auto max-w-7xl px-4 py-14">
      <h2 id="layanan" className="text-2xl font-bold text-emerald-900 md:text-3xl">
        {services.title}
      </h2>
      <p className="mt-2 text-slate-600">{services.text}</p>
      <ul className="mt-8 grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
        {services.items.map((item) => {
          const node = ICONS[item.icon];
          return (
            <Card as="li" key={item.id} className="flex flex-col transition-shadow hover:shadow-md" data-testid="service-card">
              <span className="inline-flex size-12 items-center justify-center rounded-xl bg-emerald-100 text-emerald-700">
                <Icon icon={node} aria-hidden="true" className="size-6" />
              </span>
              <h3 className="mt-4 text-lg font-semibold text-slate-900">{item.title}</h3>
              <p className="mt-2 flex-1 text-sm leading-relaxed text-slate-600">{item.description}</p>
              <Link
                to={item.to}
                className={`mt-4 inline-flex min-h-11 items-center gap-1 self-start rounded-lg font-semibold text-emerald-700 hover:text-emerald-900 ${focusRing} focus-visible:outline-emerald-700`}
              >
                {services.linkLabel}
                <span className="sr-only">: {item.title}</span>
                <Icon icon={ArrowRight} aria-hidden="true" className="size-4" />
              </Link>
            </Card>
          );
        })}
      </ul>
    </section>
  );
}

/** The heading and text of a call-to-action band; `id` labels the band's section. */
function SectionText({ id, title, text }: { id: string; title: string; text: string }) {
  return (
    <div className="flex-1">
      <h2 id={id} className="text-2xl font-bold text-emerald-900">
        {title}
      </h2>
      <p className="mt-2 max-w-2xl text-slate-700">{text}</p>
    </div>
  );
}

export function ConsultationSection({
  consultation,
  onStart,
}: {
  consultation: HomeContent["consultation"];
  onStart: () => void;
}) {
  return (
    <section aria-labelledby="konsultasi" className="bg-emerald-50">
      <div className="mx-auto flex max-w-7xl flex-col items-start gap-6 px-4 py-14 md:flex-row md:items-center">
        <span className="inline-flex size-16 shrink-0 items-center justify-center rounded-2xl bg-emerald-700 text-white">
          <Icon icon={Bot} aria-hidden="true" className="size-8" />
        </span>
        <SectionText id="konsultasi" title={consultation.title} text={consultation.text} />
        <Button size="lg" className="shadow" onClick={onStart}>
          {consultation.buttonLabel}
        </Button>
      </div>
    </section>
  );
}

export function FeedbackSection({ feedback }: { feedback: HomeContent["feedback"] }) {
  return (
    <section aria-labelledby="kritik-saran" className="mx-auto max-w-7xl px-4 py-14">
      <div className="flex flex-col items-start gap-6 rounded-3xl bg-gradient-to-r from-amber-50 to-emerald-50 p-8 ring-1 ring-amber-200 md:flex-row md:items-center">
        <Icon icon={MessageSquareText} aria-hidden="true" className="size-12 shrink-0 text-amber-700" />
        <SectionText id="kritik-saran" title={feedback.title} text={feedback.text} />
        <ButtonLink to={feedback.cta.to} variant="accent" size="lg">
          {feedback.cta.label}
          <Icon icon={ArrowRight} aria-hidden="true" className="size-4" />
        </ButtonLink>
      </div>
    </section>
  );
}
