import { Camera, Mail, Phone } from "lucide";
import { Icon } from "~/components/ui/icon";
import type { GalleryContent } from "~/content/gallery.schema";

const linkClass =
  "inline-flex min-h-11 items-center gap-2 rounded-xl px-5 py-3 font-semibold focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white";

export function ShareDocumentation({
  share,
  email,
  phone,
}: {
  share: GalleryContent["share"];
  email: string;
  phone: { display: string; tel: string };
}) {
  return (
    <section aria-labelledby="bagikan" className="rounded-3xl bg-gradient-to-br from-emerald-800 to-teal-700 p-8 text-white md:p-10">
      <Icon icon={Camera} aria-hidden="true" className="size-10 text-amber-300" />
      <h2 id="bagikan" className="mt-4 text-2xl font-bold">
        {share.title}
      </h2>
      <p className="mt-2 max-w-2xl text-emerald-50">{share.text}</p>
      <div className="mt-6 flex flex-wrap gap-3">
        <a href={`mailto:${email}`} className={`${linkClass} bg-white text-emerald-800 hover:bg-emerald-50`}>
          <Icon icon={Mail} aria-hidden="true" className="size-5" />
          {share.emailLabel}
          <span className="sr-only">: {email}</span>
        </a>
        <a href={`tel:${phone.tel}`} className={`${linkClass} border-2 border-white/80 text-white hover:bg-white/10`}>
          <Icon icon={Phone} aria-hidden="true" className="size-5" />
          {share.phoneLabel}
          <span className="sr-only">: {phone.display}</span>
        </a>
      </div>
      <p className="mt-4 text-sm text-emerald-100">
        {email} · {phone.display}
      </p>
    </section>
  );
}
