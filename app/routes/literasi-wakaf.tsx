import type { Route } from "./+types/literasi-wakaf";
import { PageIntro } from "~/components/layout/page-intro";
import { literasi } from "~/content/literasi";
import { loadContent } from "~/content/load.server";
import { LiterasiSchema } from "~/content/literasi.schema";
import { LiterasiView } from "~/features/literasi/literasi-view";
import { pageMeta } from "~/lib/meta";

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(matches, "literasi-wakaf", "/literasi-wakaf");

export function loader() {
  return { literasi: loadContent("literasi", LiterasiSchema, literasi) };
}

export default function LiterasiWakafPage({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <PageIntro pageId="literasi-wakaf" />
      <LiterasiView content={loaderData.literasi} />
    </>
  );
}
