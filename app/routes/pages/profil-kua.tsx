import type { Route } from "../+types/profil-kua";
import { PageIntro } from "~/components/layout/page-intro";
import { ProfileView } from "~/features/profile/profile-view";
import { useShell } from "~/lib/use-shell";

export default function ProfilKuaPage({ loaderData }: Route.ComponentProps) {
  const { office } = useShell();
  return (
    <>
      <PageIntro pageId="profil-kua" />
      <ProfileView profile={loaderData.profile} office={office} />
    </>
  );
}
