import type { Route } from "./+types/literasi-wakaf";
import { PageIntro } from "~/components/layout/page-intro";
import { getLiterasi } from "~/content/literasi.server";
import { LiterasiView } from "~/features/literasi/literasi-view";
import { pageMeta } from "~/lib/meta";

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(matches, "literasi-wakaf", "/literasi-wakaf");

export function loader() {
  return { literasi: getLiterasi() };
}

export default function LiterasiWakafPage({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <PageIntro pageId="literasi-wakaf" />
      <LiterasiView content={loaderData.literasi} />
    </>
  );
}
