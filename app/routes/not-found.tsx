import type { Route } from "./+types/not-found";
import { PageHeader } from "~/components/layout/page-header";
import { ButtonLink } from "~/components/ui/button";
import { pageMeta } from "~/lib/meta";
import { usePageText } from "~/lib/use-shell";

export const meta: Route.MetaFunction = ({ matches }) => [
  ...pageMeta(matches, "not-found"),
  { name: "robots", content: "noindex" },
];

export default function NotFoundPage() {
  const page = usePageText("not-found");
  return (
    <PageHeader title={page.title} lead={page.lead}>
      <ButtonLink to="/" className="mt-6">
        {page.homeLink}
      </ButtonLink>
    </PageHeader>
  );
}
