import type { Route } from "./+types/home";
import { MarqueeBanner } from "~/components/layout/marquee-banner";
import { home } from "~/content/home";
import { loadContent } from "~/content/load.server";
import { HomeSchema } from "~/content/home.schema";
import { openAssistantWithInput } from "~/features/assistant/open-assistant";
import { ConsultationSection, FeedbackSection, HomeHero, ServiceCards } from "~/features/home/home-sections";
import { pageMeta } from "~/lib/meta";
import { useShell } from "~/lib/use-shell";

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(matches, "beranda", "/");

// Build time only: the validated content is prerendered into the page.
export function loader() {
  return { home: loadContent("home", HomeSchema, home) };
}

export default function HomePage({ loaderData }: Route.ComponentProps) {
  const { office, pages } = useShell();
  const { home } = loaderData;
  return (
    <>
      {pages.beranda?.banner && <MarqueeBanner text={pages.beranda.banner} />}
      <HomeHero productName={office.productName} hero={home.hero} />
      <ServiceCards services={home.services} />
      <ConsultationSection consultation={home.consultation} onStart={openAssistantWithInput} />
      <FeedbackSection feedback={home.feedback} />
    </>
  );
}
