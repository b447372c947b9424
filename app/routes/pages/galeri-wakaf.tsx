import type { Route } from "../+types/galeri-wakaf";
import { PageIntro } from "~/components/layout/page-intro";
import { GalleryGrid } from "~/features/gallery/gallery-grid";
import { ShareDocumentation } from "~/features/gallery/share-documentation";
import { useShell } from "~/lib/use-shell";

export default function GaleriWakafPage({ loaderData }: Route.ComponentProps) {
  const { office } = useShell();
  const { gallery } = loaderData;
  return (
    <>
      <PageIntro pageId="galeri-wakaf" />
      <div className="mx-auto grid max-w-7xl gap-14 px-4 py-12">
        <GalleryGrid gallery={gallery} />
        <ShareDocumentation share={gallery.share} email={office.email} phone={office.phone} />
      </div>
    </>
  );
}
