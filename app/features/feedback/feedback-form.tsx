import { fillText } from "~/lib/fill-text";
import { Send } from "lucide";
import { Icon } from "~/components/ui/icon";
import { type FormEvent, type MouseEvent, useEffect, useId, useLayoutEffect, useRef, useState } from "react";
import type { FeedbackPageContent } from "~/content/feedback-page.schema";
import { feedbackMessages as messages } from "~/content/messages-feedback";
import { cn } from "~/lib/cn";
import { HONEYPOT_FIELD, type FeedbackFields, type LocalFeedbackEntry, type SavedFeedback } from "~/lib/feedback-entry";
import { toast } from "~/lib/toast-store";
import { useHydrated } from "~/lib/use-hydrated";
import { EARLY_DRAFT_ATTRIBUTE } from "~/lib/early-input";
import { FEEDBACK_DRAFT_KEY, restoreDraftScript } from "~/lib/feedback-draft";
import { alreadySent, forgetSent, forgetSharedDraft, isEmptyDraft, loadTabDraft, offeredDraft, readSharedDrafts, sameFields, saveDraft, tabDraftOwner } from "./draft";
import { createDraftOwner, newDraftOwnerId, openDraftOwners } from "./draft-owner";
import { type StorageLike, browserStorage, browserTabStorage, saveFeedback } from "./storage";
import { type FeedbackField, validateFeedback } from "./validate";

// The card and button looks come from ~/components/ui/ui.css by class name, not through the Card and
// Button components: this page's up-front JavaScript is within 0.3 KB of its budget, and each shared
// component chunk costs about that much (docs/decisions/060-contract-modules.md).

export type FeedbackFormText = FeedbackPageContent["form"];

export interface FeedbackFormProps {
  text: FeedbackFormText;
  storageErrors: FeedbackPageContent["storageErrors"];
  /**
   * Called once per entry after it has been saved in the browser, e.g. to send it on to a server.
   * The local save has already succeeded, so whatever this does cannot lose the visitor's feedback.
   * The honeypot key (`website`) is present only when the hidden field was filled in (by a bot).
   */
  onSaved?: (entry: SavedFeedback) => void;
  /** Where entries and the draft are kept; the browser's localStorage unless a test passes another. */
  getStorage?: () => StorageLike | null;
  /** Where this tab keeps its own draft; the browser's sessionStorage unless a test passes another. */
  getTabStorage?: () => StorageLike | null;
  /**
   * Where the form posts without JavaScript (the feedback API when the portal runs with its server).
   * Without it the form never submits natively: a GET would put the message into the address.
   */
  action?: string;
}

const EMPTY: FeedbackFields = { name: "", email: "", message: "" };

/** Field by field: what is in a field wins (typed, or given back by the browser on Back), the draft fills the rest. */
const fillEmpty = (fields: FeedbackFields, draft: FeedbackFields): FeedbackFields => ({
  name: fields.name || draft.name,
  email: fields.email || draft.email,
  message: fields.message || draft.message,
});

// The look of a form field, defined once in ~/components/ui/ui.css.
const fieldClass = "field";

/**
 * The feedback form (SPEC §2 Kritik & Saran, rules of SPEC §5). On a validation or storage error the
 * typed text stays, a toast explains and focus goes to the field to fix; on success the entry is
 * appended to `wakafFeedback`, the fields are cleared and `onSaved` runs.
 * Nothing typed is lost (issue 31): what was typed before React ran is taken over from the fields, a
 * draft is kept in the browser until the message is sent, and without JavaScript the form posts to
 * `action`.
 */
/**
 * A "Kirim" this soon after a message was sent, on an empty form or with the very same text, is the
 * same tap again (a double tap, or two held taps replayed before the form emptied): ignored, so the
 * message is not stored twice nor answered with "Form Belum Lengkap" under the thank-you.
 */
export const RESEND_GUARD_MS = 3000;

export function FeedbackForm({ text, storageErrors, onSaved, getStorage = browserStorage, getTabStorage = browserTabStorage, action }: FeedbackFormProps) {
  const [fields, setFields] = useState<FeedbackFields>(EMPTY);
  // False until the typed text or the draft has been taken over: the first render must match the
  // prerendered (empty) form, and must not overwrite the kept draft with it.
  const [restored, setRestored] = useState(false);
  const [invalid, setInvalid] = useState<FeedbackField | null>(null);
  const hydrated = useHydrated();
  const id = useId();
  const refs = {
    name: useRef<HTMLInputElement>(null),
    email: useRef<HTMLInputElement>(null),
    message: useRef<HTMLTextAreaElement>(null),
  };
  // Uncontrolled on purpose: a bot that sets `.value` directly fires no React change event, and
  // reading the DOM at submit time still catches it.
  const honeypot = useRef<HTMLInputElement>(null);
  const lastSent = useRef<{ at: number; fields: FeedbackFields } | null>(null);
  // This page as the keeper of its draft (draft-owner.ts).
  const owner = useRef<ReturnType<typeof createDraftOwner> | null>(null);

  // The fields' own values: text typed before React owned the form is there, not in state.
  const typedFields = (): FeedbackFields => ({
    name: refs.name.current?.value ?? "",
    email: refs.email.current?.value ?? "",
    message: refs.message.current?.value ?? "",
  });

  // Layout effect: before the browser paints the hydrated form and before a held "Kirim" is replayed
  // (app/lib/early-input.ts), so neither can see the empty state instead of the visitor's text.
  useLayoutEffect(() => {
    // What is in the fields (typed, or given back by the browser on Back, maybe the message box alone)
    // wins field by field over this tab's kept draft (fillEmpty).
    const tab = getTabStorage();
    owner.current = createDraftOwner(tabDraftOwner(tab, newDraftOwnerId));
    // Back after a send that went without the page's code: the browser gives the sent text back, and a
    // tap on "Kirim" before the code ran kept it as this tab's draft. Neither is a message to send again.
    const kept = loadTabDraft(tab);
    const own = kept && !alreadySent(tab, kept) ? kept : null;
    const typed = typedFields();
    setFields(fillEmpty(alreadySent(tab, typed) ? EMPTY : typed, own ?? EMPTY));
    setRestored(true);
    // Without a draft of its own, the most recent of the browser's drafts (read now, before this page keeps
    // its own among them) is offered once the tab that kept it is known to be gone; this page takes it over.
    const drafts = own ? [] : readSharedDrafts(getStorage());
    if (drafts.length > 0) {
      void openDraftOwners().then((open) => {
        const offered = offeredDraft(drafts, open);
        if (!offered || alreadySent(tab, offered.fields)) return;
        forgetSharedDraft(getStorage(), offered);
        setFields((current) => fillEmpty(current, offered.fields));
      });
    }
    // Once, on mount: later changes go through `update`.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  useEffect(() => {
    if (!restored) return;
    saveDraft({ tab: getTabStorage(), shared: getStorage() }, fields, { owner: owner.current?.id });
    if (!isEmptyDraft(fields)) owner.current?.hold();
  }, [restored, fields, getStorage, getTabStorage]);

  function update(field: FeedbackField, value: string) {
    forgetSent(getTabStorage());
    setFields((current) => ({ ...current, [field]: value }));
    if (invalid === field) setInvalid(null);
  }

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    // From the fields, not state: a submit replayed right after hydration may come before the state
    // has taken over what was typed — or before the fields the browser refilled with a message already
    // sent (Back after a send without the page's code) have been emptied: that one is not sent again.
    const typed = typedFields();
    const current = alreadySent(getTabStorage(), typed) ? EMPTY : typed;
    const recent = lastSent.current && Date.now() - lastSent.current.at < RESEND_GUARD_MS ? lastSent.current.fields : null;
    if (recent && (isEmptyDraft(current) || sameFields(current, recent))) return;
    setFields(current);
    const checked = validateFeedback(current);
    if (!checked.ok) {
      toast(
        checked.error === "incomplete"
          ? messages.formIncomplete
          : checked.error === "emailInvalid"
            ? messages.emailInvalid
            : tooLongToast(text, checked.field, checked.max),
      );
      setInvalid(checked.field);
      refs[checked.field].current?.focus();
      return;
    }
    const entry: LocalFeedbackEntry = { ...checked.value, timestamp: new Date().toISOString() };
    const saved = saveFeedback(getStorage(), entry);
    if (!saved.ok) {
      toast({ ...storageErrors[saved.error], variant: "destructive" });
      return;
    }
    // A filled honeypot changes nothing the visitor (or bot) can observe: same local save, same toast.
    // The value travels on so the office's API can drop the entry.
    const trap = honeypot.current?.value ?? "";
    lastSent.current = { at: Date.now(), fields: current };
    toast(messages.feedbackSaved);
    setFields(EMPTY);
    setInvalid(null);
    if (honeypot.current) honeypot.current.value = "";
    onSaved?.(trap ? { ...saved.entry, [HONEYPOT_FIELD]: trap } : saved.entry);
  }

  const input = (field: "name" | "email", label: string, placeholder: string, type: string, autoComplete: string) => (
    <div>
      <label htmlFor={`${id}-${field}`} className="block font-medium text-slate-900">
        {label}
      </label>
      <input
        ref={refs[field]}
        id={`${id}-${field}`}
        name={field}
        type={type}
        autoComplete={autoComplete}
        placeholder={placeholder}
        value={fields[field]}
        aria-invalid={invalid === field || undefined}
        onChange={(event) => update(field, event.target.value)}
        className={fieldClass}
      />
    </div>
  );

  return (
    <section aria-labelledby={`${id}-title`} className="card card-plain card-form" data-testid="feedback-form">
      <h2 id={`${id}-title`} className="text-2xl font-bold text-emerald-900">
        {text.title}
      </h2>
      <p className="mt-1 text-slate-700">{text.intro}</p>
      {!action && (
        <noscript>
          <p className="mt-3 rounded-lg bg-amber-50 p-3 text-amber-900">{text.noScript}</p>
        </noscript>
      )}
      {/* noValidate: the SPEC §5 rules and their Indonesian toasts decide, not the browser's own bubbles;
          the server applies the same rules to a post without JavaScript. */}
      <form
        noValidate
        method={action ? "post" : undefined}
        action={action}
        onSubmit={handleSubmit}
        // A send held before React runs keeps the fields under the draft's key (app/lib/early-input.ts).
        {...{ [EARLY_DRAFT_ATTRIBUTE]: FEEDBACK_DRAFT_KEY }}
        className="mt-6 grid gap-5"
      >
        {input("name", text.nameLabel, text.namePlaceholder, "text", "name")}
        {input("email", text.emailLabel, text.emailPlaceholder, "email", "email")}
        <div>
          <label htmlFor={`${id}-message`} className="block font-medium text-slate-900">
            {text.messageLabel}
          </label>
          <textarea
            ref={refs.message}
            id={`${id}-message`}
            name="message"
            rows={6}
            placeholder={text.messagePlaceholder}
            value={fields.message}
            aria-invalid={invalid === "message" || undefined}
            onChange={(event) => update("message", event.target.value)}
            className={cn(fieldClass, "resize-y")}
          />
        </div>
        {/* Anti-spam honeypot: off-screen, out of the tab order and hidden from assistive technology;
            people never fill it, form-filling bots do. Not display:none, which many bots skip. */}
        <div aria-hidden="true" className="absolute -left-[10000px] top-auto h-px w-px overflow-hidden">
          <label htmlFor={`${id}-${HONEYPOT_FIELD}`}>{text.honeypotLabel}</label>
          <input
            ref={honeypot}
            id={`${id}-${HONEYPOT_FIELD}`}
            name={HONEYPOT_FIELD}
            type="text"
            tabIndex={-1}
            autoComplete="off"
            defaultValue=""
          />
        </div>
        <div>
          <button
            // Without an `action` (a static host) a native submit would put the message into the
            // address: until React runs the button only asks the form to submit, through the handler.
            type={action || hydrated ? "submit" : "button"}
            onClick={action || hydrated ? undefined : submitThroughHandler}
            className="btn btn-primary btn-md"
          >
            <Icon icon={Send} aria-hidden="true" className="size-5" />
            {text.submitLabel}
          </button>
          <p className="mt-2 text-sm text-slate-600">{text.draftNote}</p>
        </div>
      </form>
      {/* Right after the form: the kept draft back in its fields while the page is still parsed (only the
          prerender writes it, as for the early-input script). */}
      <script suppressHydrationWarning dangerouslySetInnerHTML={{ __html: import.meta.env.SSR ? restoreDraftScript() : "" }} />
    </section>
  );
}

function submitThroughHandler(event: MouseEvent<HTMLButtonElement>) {
  event.currentTarget.form?.requestSubmit();
}

/**
 * The "too long" toast: the field's own label and the limit in Indonesian number format (5.000). Intl
 * directly rather than ~/lib/format, which would add a chunk to this page's up-front JavaScript.
 */
function tooLongToast(text: FeedbackFormText, field: FeedbackField, max: number) {
  const label = { name: text.nameLabel, email: text.emailLabel, message: text.messageLabel }[field];
  return {
    title: text.tooLong.title,
    description: fillText(text.tooLong.description, { field: label, max }),
  };
}
