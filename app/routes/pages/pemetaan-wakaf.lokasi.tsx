import type { Route } from "../+types/pemetaan-wakaf.lokasi";
import { SitePage } from "~/features/map/site-page";
import { useShell } from "~/lib/use-shell";

export default function SiteLocationPage({ loaderData }: Route.ComponentProps) {
  const { office } = useShell();
  return <SitePage {...loaderData} settings={office.map} />;
}
