import { Mail, MapPin, Phone } from "lucide";
import { Icon } from "~/components/ui/icon";
import type { Office } from "~/content/schema";
import { uiText } from "~/content/ui-text";

type FooterOffice = Pick<
  Office,
  | "productName"
  | "officeName"
  | "ministry"
  | "footerDescription"
  | "tagline"
  | "badges"
  | "copyrightYear"
  | "address"
  | "phone"
  | "email"
  | "socialLinks"
>;

const headingClass = "mb-3 text-sm font-semibold tracking-wide text-emerald-100 uppercase";
const linkClass =
  "rounded underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white";

export function SiteFooter({ office }: { office: FooterOffice }) {
  return (
    <footer className="grow bg-emerald-900 pb-24 text-emerald-50" data-testid="site-footer">
      <div className="mx-auto grid max-w-7xl gap-8 px-4 py-10 md:grid-cols-3">
        <section aria-labelledby="footer-about">
          <h2 id="footer-about" className={headingClass}>
            {office.productName}
          </h2>
          <p className="text-sm leading-relaxed">{office.footerDescription}</p>
          <p className="mt-3 text-sm font-medium italic">{office.tagline}</p>
        </section>
        <section aria-labelledby="footer-contact">
          <h2 id="footer-contact" className={headingClass}>
            Kontak
          </h2>
          <address className="grid gap-2 text-sm not-italic">
            <p className="flex gap-2">
              <Icon icon={MapPin} aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
              <span>{office.address}</span>
            </p>
            <p className="flex gap-2">
              <Icon icon={Phone} aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
              <a className={linkClass} href={`tel:${office.phone.tel}`}>
                {office.phone.display}
              </a>
            </p>
            <p className="flex gap-2">
              <Icon icon={Mail} aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
              <a className={linkClass} href={`mailto:${office.email}`}>
                {office.email}
              </a>
            </p>
          </address>
        </section>
        <section aria-labelledby="footer-social">
          <h2 id="footer-social" className={headingClass}>
            Media Sosial
          </h2>
          <ul className="grid gap-2 text-sm">
            {office.socialLinks.map((link) => (
              <li key={link.id}>
                <a className={linkClass} href={link.url} target="_blank" rel="noopener noreferrer">
                  {link.label}
                  <span className="sr-only"> {uiText.newTab}</span>
                </a>
              </li>
            ))}
          </ul>
        </section>
      </div>
      <div className="mx-auto max-w-7xl border-t border-emerald-800 px-4 pt-6">
        <ul aria-label={uiText.valuesLabel} className="flex flex-wrap gap-2">
          {office.badges.map((badge) => (
            <li key={badge} className="rounded-full bg-emerald-800 px-3 py-1 text-xs font-medium">
              {badge}
            </li>
          ))}
        </ul>
        <p className="mt-4 text-xs text-emerald-100">
          © {office.copyrightYear} {office.productName} – {office.officeName}. {office.ministry}.
        </p>
      </div>
    </footer>
  );
}

// The root loads the footer as its own chunk (lazy-part.ts).
export default SiteFooter;
