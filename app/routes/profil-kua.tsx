import type { Route } from "./+types/profil-kua";
import { PageIntro } from "~/components/layout/page-intro";
import { getProfile } from "~/content/profile.server";
import { ProfileView } from "~/features/profile/profile-view";
import { pageMeta } from "~/lib/meta";
import { useShell } from "~/lib/use-shell";

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(matches, "profil-kua", "/profil-kua");

export function loader() {
  return { profile: getProfile() };
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
