import { PageHeader } from "~/components/layout/page-header";
import { ButtonLink } from "~/components/ui/button";
import { usePageText } from "~/lib/use-shell";

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
