import { Clock, Lightbulb, Mail, Phone, ShieldCheck, ThumbsUp } from "lucide";
import { Icon } from "~/components/ui/icon";
import type { FeedbackPageContent } from "~/content/feedback-page.schema";

export type FeedbackReason = FeedbackPageContent["panel"]["reasons"][number];

const ICONS = { service: ThumbsUp, innovation: Lightbulb, transparency: ShieldCheck } as const;

/** The side panel: why feedback matters (SPEC §2 Kritik & Saran). */
export function ReasonsPanel({ title, reasons }: { title: string; reasons: readonly FeedbackReason[] }) {
  return (
    <section aria-labelledby="alasan-masukan" className="rounded-2xl bg-gradient-to-br from-emerald-700 to-emerald-900 p-5 text-white sm:p-6">
      <h2 id="alasan-masukan" className="text-xl font-bold">
        {title}
      </h2>
      <ul className="mt-4 grid gap-4">
        {reasons.map((reason) => {
          const node = ICONS[reason.icon];
          return (
            <li key={reason.title} className="flex gap-3">
              <span className="flex size-10 shrink-0 items-center justify-center rounded-full bg-white/15">
                <Icon icon={node} aria-hidden="true" className="size-5" />
              </span>
              <div>
                <h3 className="font-semibold">{reason.title}</h3>
                <p className="mt-0.5 text-sm text-emerald-50">{reason.text}</p>
              </div>
            </li>
          );
        })}
      </ul>
    </section>
  );
}

export interface ContactBlockProps {
  text: FeedbackPageContent["contact"];
  email: string;
  phone: { display: string; tel: string };
  openingHours: string;
}

const linkClass =
  "font-medium text-emerald-800 underline underline-offset-4 hover:text-emerald-950 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-emerald-700";

const termClass = "flex items-center gap-2 text-sm text-slate-600";

/** Office email, phone and opening hours, for visitors who prefer to write or call. */
export function ContactBlock({ text, email, phone, openingHours }: ContactBlockProps) {
  return (
    // Card look by class name (budget of this page): see feedback-form.tsx.
    <section aria-labelledby="kontak-langsung" className="card card-tinted card-side">
      <h2 id="kontak-langsung" className="text-lg font-bold text-emerald-900">
        {text.title}
      </h2>
      <dl className="mt-3 grid gap-3 text-slate-800">
        <div>
          <dt className={termClass}>
            <Icon icon={Mail} aria-hidden="true" className="size-4 shrink-0 text-emerald-700" />
            {text.emailLabel}
          </dt>
          <dd className="break-words pl-6">
            <a className={linkClass} href={`mailto:${email}`}>
              {email}
            </a>
          </dd>
        </div>
        <div>
          <dt className={termClass}>
            <Icon icon={Phone} aria-hidden="true" className="size-4 shrink-0 text-emerald-700" />
            {text.phoneLabel}
          </dt>
          <dd className="pl-6">
            <a className={linkClass} href={`tel:${phone.tel}`}>
              {phone.display}
            </a>
          </dd>
        </div>
        <div>
          <dt className={termClass}>
            <Icon icon={Clock} aria-hidden="true" className="size-4 shrink-0 text-emerald-700" />
            {text.hoursLabel}
          </dt>
          <dd className="pl-6">{openingHours}</dd>
        </div>
      </dl>
    </section>
  );
}
