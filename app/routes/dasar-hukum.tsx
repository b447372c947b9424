import type { Route } from "./+types/dasar-hukum";
import { PageIntro } from "~/components/layout/page-intro";
import { laws } from "~/content/laws";
import { loadContent } from "~/content/load.server";
import { LawsSchema } from "~/content/laws.schema";
import { lawMessages as messages } from "~/content/messages-law";
import { LawCategories } from "~/features/laws/law-categories";
import { pageMeta } from "~/lib/meta";
import { toast } from "~/lib/toast-store";

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(matches, "dasar-hukum", "/dasar-hukum");

export function loader() {
  return { categories: loadContent("laws", LawsSchema, laws).categories };
}

export default function DasarHukumPage({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <PageIntro pageId="dasar-hukum" />
      <LawCategories categories={loaderData.categories} onMissingUrl={() => toast(messages.lawLinkMissing)} />
    </>
  );
}
