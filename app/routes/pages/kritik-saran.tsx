import type { Route } from "../+types/kritik-saran";
import { PageIntro } from "~/components/layout/page-intro";
import { FeedbackForm } from "~/features/feedback/feedback-form";
import { ContactBlock, ReasonsPanel } from "~/features/feedback/feedback-panels";
import { deliverFeedback } from "~/features/feedback-sync/deliver";
import { FEEDBACK_API_URL } from "~/lib/feedback-api-url";
import { useShell } from "~/lib/use-shell";

export default function KritikSaranPage({ loaderData }: Route.ComponentProps) {
  const { page } = loaderData;
  const { office } = useShell();
  return (
    <>
      <PageIntro pageId="kritik-saran" />
      {/* Small screens read reasons → form → contact; large screens put reasons and contact in a side column. */}
      <div className="mx-auto grid max-w-7xl items-start gap-6 px-4 pb-16 lg:grid-cols-3 lg:gap-8">
        <div className="lg:col-start-1 lg:row-start-1">
          <ReasonsPanel title={page.panel.title} reasons={page.panel.reasons} />
        </div>
        <div className="lg:col-span-2 lg:col-start-2 lg:row-span-2 lg:row-start-1">
          {/* After the local save (SPEC §7, unchanged) the entry also goes to the office's API via the outbox;
              without JavaScript the form posts there itself (a static build has no API: no native post). */}
          <FeedbackForm text={page.form} storageErrors={page.storageErrors} onSaved={deliverFeedback} action={FEEDBACK_API_URL || undefined} />
        </div>
        <div className="lg:col-start-1 lg:row-start-2">
          <ContactBlock text={page.contact} email={office.email} phone={office.phone} openingHours={office.openingHours} />
        </div>
      </div>
    </>
  );
}
