import type { Route } from "../+types/literasi-wakaf";
import { PageIntro } from "~/components/layout/page-intro";
import { LiterasiView } from "~/features/literasi/literasi-view";

export default function LiterasiWakafPage({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <PageIntro pageId="literasi-wakaf" />
      <LiterasiView content={loaderData.literasi} />
    </>
  );
}
