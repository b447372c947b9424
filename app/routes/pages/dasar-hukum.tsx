import type { Route } from "../+types/dasar-hukum";
import { PageIntro } from "~/components/layout/page-intro";
import { lawMessages as messages } from "~/content/messages-law";
import { LawCategories } from "~/features/laws/law-categories";
import { toast } from "~/lib/toast-store";

export default function DasarHukumPage({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <PageIntro pageId="dasar-hukum" />
      <LawCategories categories={loaderData.categories} onMissingUrl={() => toast(messages.lawLinkMissing)} />
    </>
  );
}
