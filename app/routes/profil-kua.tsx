import type { Route } from "./+types/profil-kua";
import { PageIntro } from "~/components/layout/page-intro";
import { pageMeta } from "~/lib/meta";

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(matches, "profil-kua", "/profil-kua");

export default function ProfilKuaPage() {
  return <PageIntro pageId="profil-kua" />;
}
