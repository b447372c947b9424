import type { Route } from "../+types/pemetaan-wakaf";
import { PageIntro } from "~/components/layout/page-intro";
import { WakafMapping } from "~/features/map/wakaf-mapping";
import { useShell } from "~/lib/use-shell";

export default function PemetaanWakafPage({ loaderData }: Route.ComponentProps) {
  const { office } = useShell();
  return (
    <>
      <PageIntro pageId="pemetaan-wakaf" />
      <WakafMapping {...loaderData} settings={office.map} />
    </>
  );
}
