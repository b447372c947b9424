import type { Route } from "../+types/home";
import { MarqueeBanner } from "~/components/layout/marquee-banner";
import { openAssistantWithInput } from "~/features/assistant/open-assistant";
import { ConsultationSection, FeedbackSection, HomeHero, ServiceCards } from "~/features/home/home-sections";
import { useShell } from "~/lib/use-shell";

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
