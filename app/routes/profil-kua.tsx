import type { Route } from "./+types/profil-kua";
import { PageIntro } from "~/components/layout/page-intro";
import { profile } from "~/content/profile";
import { loadContent } from "~/content/load.server";
import { ProfileSchema } from "~/content/profile.schema";
import { ProfileView } from "~/features/profile/profile-view";
import { pageMeta } from "~/lib/meta";
import { useShell } from "~/lib/use-shell";

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(matches, "profil-kua", "/profil-kua");

export function loader() {
  return { profile: loadContent("profile", ProfileSchema, profile) };
}

export default function ProfilKuaPage({ loaderData }: Route.ComponentProps) {
  const { office } = useShell();
  return (
    <>
      <PageIntro pageId="profil-kua" />
      <ProfileView profile={loaderData.profile} office={office} />
    </>
  );
}
