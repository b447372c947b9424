import { usePageText } from "~/lib/use-shell";
import { MarqueeBanner } from "./marquee-banner";
import { PageHeader } from "./page-header";

/** The page's scrolling banner (when it has one) and its heading, from app/content/data/pages.json. */
export function PageIntro({ pageId, lead }: { pageId: string; lead?: string }) {
  const page = usePageText(pageId);
  return (
    <>
      {page.banner && <MarqueeBanner text={page.banner} />}
      <PageHeader title={page.title} lead={lead ?? page.description} />
    </>
  );
}
