import { Building, Clock, Eye, HandCoins, HeartHandshake, Landmark, Mail, MapPin, MessagesSquare, Phone, Quote, Target, Users } from "lucide";
import { Icon, type IconNode } from "~/components/ui/icon";
import type { ReactNode } from "react";
import type { Office } from "~/content/schema";
import type { ProfileContent, ProfileIcon } from "~/content/profile.schema";
import { ContentImage } from "~/components/ui/content-image";
import { Card } from "~/components/ui/card";

const ICONS: Record<ProfileIcon, IconNode> = {
  "heart-handshake": HeartHandshake,
  landmark: Landmark,
  users: Users,
  "messages-square": MessagesSquare,
  "hand-coins": HandCoins,
  building: Building,
};

const h2 = "text-2xl font-bold text-emerald-900";
const link =
  "rounded underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-emerald-700";

type ProfileOffice = Pick<Office, "officeName" | "address" | "phone" | "email" | "openingHours">;

export function ProfileView({ profile, office }: { profile: ProfileContent; office: ProfileOffice }) {
  const { about, leader, contact, vision, missions, services, values } = profile;
  return (
    <div className="mx-auto grid max-w-7xl gap-12 px-4 py-12">
      <div className="grid gap-8 lg:grid-cols-[3fr_2fr]">
        <Card as="section" aria-labelledby="tentang">
          <h2 id="tentang" className={h2}>
            {about.title}
          </h2>
          {about.paragraphs.map((paragraph) => (
            <p key={paragraph} className="mt-4 leading-relaxed text-slate-700">
              {paragraph}
            </p>
          ))}
        </Card>
        <Card as="section" aria-labelledby="kontak" className="bg-emerald-50/60">
          <h2 id="kontak" className={h2}>
            {contact.title}
          </h2>
          <address className="mt-4 grid gap-4 not-italic">
            <ContactRow icon={MapPin} label={contact.addressLabel}>
              {office.address}
            </ContactRow>
            <ContactRow icon={Phone} label={contact.phoneLabel}>
              <a className={link} href={`tel:${office.phone.tel}`}>
                {office.phone.display}
              </a>
            </ContactRow>
            <ContactRow icon={Mail} label={contact.emailLabel}>
              <a className={link} href={`mailto:${office.email}`}>
                {office.email}
              </a>
            </ContactRow>
            <ContactRow icon={Clock} label={contact.hoursLabel}>
              {office.openingHours}
            </ContactRow>
          </address>
        </Card>
      </div>

      <section
        aria-labelledby="sambutan"
        className="grid items-center gap-8 rounded-3xl bg-gradient-to-br from-emerald-900 to-emerald-700 p-8 text-white md:grid-cols-[auto_1fr] md:p-10"
      >
        <ContentImage image={leader.image} className="mx-auto size-40 rounded-full ring-4 ring-white/30 md:size-48" />
        <div>
          <h2 id="sambutan" className="text-sm font-semibold tracking-wide text-amber-200 uppercase">
            {leader.heading}
          </h2>
          <figure className="mt-3">
            <Icon icon={Quote} aria-hidden="true" className="size-8 text-amber-300" />
            <blockquote className="mt-2 text-xl leading-relaxed italic md:text-2xl">“{leader.quote}”</blockquote>
            <figcaption className="mt-4">
              <span className="block font-semibold">{leader.name}</span>
              <span className="block text-sm text-emerald-100">{leader.role}</span>
            </figcaption>
          </figure>
        </div>
      </section>

      <div className="grid gap-8 md:grid-cols-2">
        <IconCard id="visi" icon={Eye} title={vision.title}>
          <p className="mt-4 text-lg leading-relaxed text-slate-700">{vision.text}</p>
        </IconCard>
        <IconCard id="misi" icon={Target} title={missions.title}>
          <ol className="mt-4 grid gap-3">
            {missions.items.map((mission, index) => (
              <li key={mission} className="flex gap-3 text-slate-700">
                <span
                  aria-hidden="true"
                  className="inline-flex size-7 shrink-0 items-center justify-center rounded-full bg-emerald-700 text-sm font-bold text-white"
                >
                  {index + 1}
                </span>
                {mission}
              </li>
            ))}
          </ol>
        </IconCard>
      </div>

      <section aria-labelledby="layanan-kua">
        <h2 id="layanan-kua" className={h2}>
          {services.title}
        </h2>
        <ul className="mt-6 grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
          {services.items.map((service) => {
            const node = ICONS[service.icon];
            return (
              <Card as="li" key={service.id} className="flex gap-4" data-testid="kua-service">
                <span className="inline-flex size-12 shrink-0 items-center justify-center rounded-xl bg-emerald-100 text-emerald-700">
                  <Icon icon={node} aria-hidden="true" className="size-6" />
                </span>
                <div>
                  <h3 className="font-semibold text-slate-900">{service.title}</h3>
                  <p className="mt-1 text-sm leading-relaxed text-slate-600">{service.description}</p>
                </div>
              </Card>
            );
          })}
        </ul>
      </section>

      <section aria-labelledby="nilai-kemenag">
        <h2 id="nilai-kemenag" className={h2}>
          {values.title}
        </h2>
        <p className="mt-3 max-w-3xl leading-relaxed text-slate-700">{values.intro}</p>
        <dl className="mt-6 grid gap-5 sm:grid-cols-2">
          {values.items.map((value) => (
            <Card key={value.name}>
              <dt className="font-semibold text-emerald-900">{value.name}</dt>
              <dd className="mt-1 text-sm leading-relaxed text-slate-600">{value.meaning}</dd>
            </Card>
          ))}
        </dl>
      </section>
    </div>
  );
}

/** A card whose heading carries an icon (Visi, Misi). */
function IconCard({ id, icon, title, children }: { id: string; icon: IconNode; title: string; children: ReactNode }) {
  return (
    <Card as="section" aria-labelledby={id}>
      <div className="flex items-center gap-3">
        <Icon icon={icon} aria-hidden="true" className="size-7 text-emerald-700" />
        <h2 id={id} className={h2}>
          {title}
        </h2>
      </div>
      {children}
    </Card>
  );
}

function ContactRow({ icon, label, children }: { icon: IconNode; label: string; children: ReactNode }) {
  return (
    <div className="flex gap-3">
      <Icon icon={icon} aria-hidden="true" className="mt-1 size-5 shrink-0 text-emerald-700" />
      <div>
        <p className="text-sm font-semibold text-slate-900">{label}</p>
        <p className="text-slate-700">{children}</p>
      </div>
    </div>
  );
}
