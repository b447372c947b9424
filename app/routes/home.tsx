import type { Route } from "./+types/home";
import { Link } from "react-router";
import { MarqueeBanner } from "~/components/layout/marquee-banner";
import { home } from "~/content/home";
import { messages } from "~/content/messages";
import { pageMeta } from "~/lib/meta";
import { toast } from "~/lib/toast-store";
import { useShell } from "~/lib/use-shell";

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(matches, "beranda", "/");

export function loader() {
  return { home };
}

export default function HomePage({ loaderData }: Route.ComponentProps) {
  const { office, pages } = useShell();
  const { hero, consultation } = loaderData.home;
  return (
    <>
      {pages.beranda?.banner && <MarqueeBanner text={pages.beranda.banner} />}
      <section className="bg-gradient-to-br from-emerald-800 to-emerald-600 text-white">
        <div className="mx-auto max-w-7xl px-4 py-16">
          <h1 className="text-4xl font-extrabold md:text-5xl">{office.productName}</h1>
          <p className="mt-4 max-w-2xl text-lg text-emerald-50">{hero.subtitle}</p>
          <div className="mt-8 flex flex-wrap gap-3">
            <Link to={hero.primaryCta.to} className="rounded-lg bg-white px-5 py-3 font-semibold text-emerald-800">
              {hero.primaryCta.label}
            </Link>
            <Link to={hero.secondaryCta.to} className="rounded-lg border border-white px-5 py-3 font-semibold text-white">
              {hero.secondaryCta.label}
            </Link>
          </div>
        </div>
      </section>
      <section aria-labelledby="konsultasi" className="mx-auto max-w-7xl px-4 py-12">
        <h2 id="konsultasi" className="text-2xl font-bold text-emerald-900">
          {consultation.title}
        </h2>
        <p className="mt-2 text-slate-700">{consultation.text}</p>
        <button
          type="button"
          className="mt-4 rounded-lg bg-emerald-700 px-5 py-3 font-semibold text-white hover:bg-emerald-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-emerald-700"
          onClick={() => toast(messages.consultationComingSoon)}
        >
          {consultation.buttonLabel}
        </button>
      </section>
    </>
  );
}
