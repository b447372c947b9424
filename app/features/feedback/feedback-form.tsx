import { Send } from "lucide-react";
import { type FormEvent, useId, useRef, useState } from "react";
import { messages } from "~/content/messages";
import { cn } from "~/lib/cn";
import { toast } from "~/lib/toast-store";
import { useHydrated } from "~/lib/use-hydrated";
import { type FeedbackEntry, type StorageLike, browserStorage, saveFeedback } from "./storage";
import { type FeedbackField, type FeedbackFields, validateFeedback } from "./validate";

export interface FeedbackFormText {
  title: string;
  intro: string;
  nameLabel: string;
  namePlaceholder: string;
  emailLabel: string;
  emailPlaceholder: string;
  messageLabel: string;
  messagePlaceholder: string;
  submitLabel: string;
  /** Label of the hidden anti-spam field (tells the rare human who reaches it to leave it empty). */
  honeypotLabel: string;
  noScript: string;
}

type ToastText = { title: string; description: string };

/**
 * Name of the hidden anti-spam ("honeypot") field. Matches the field the feedback API treats as a bot
 * marker; kept as a literal here because a feature does not import another feature.
 */
export const HONEYPOT_NAME = "website";

/** What `onSaved` receives: the entry exactly as stored, plus the honeypot value when a bot filled it. */
export type SavedFeedbackEntry = FeedbackEntry & { website?: string };

export interface FeedbackFormProps {
  text: FeedbackFormText;
  storageErrors: { quota: ToastText; unavailable: ToastText };
  /**
   * Called once per entry after it has been saved in the browser, e.g. to send it on to a server.
   * The local save has already succeeded, so whatever this does cannot lose the visitor's feedback.
   * `website` is present only when the hidden honeypot field was filled in (by a bot).
   */
  onSaved?: (entry: SavedFeedbackEntry) => void;
  /** Where entries are kept; the browser's localStorage unless a test passes another. */
  getStorage?: () => StorageLike | null;
}

const EMPTY: FeedbackFields = { name: "", email: "", message: "" };

const fieldClass =
  "mt-1 block w-full rounded-lg border border-slate-400 bg-white px-3 py-2.5 text-base text-slate-900 placeholder:text-slate-500 focus:border-emerald-700 focus:outline-2 focus:outline-offset-1 focus:outline-emerald-700 aria-[invalid=true]:border-red-700";

/**
 * The feedback form (SPEC §2 Kritik & Saran, rules of SPEC §5). On a validation or storage error the
 * typed text stays, a toast explains and focus goes to the field to fix; on success the entry is
 * appended to `wakafFeedback`, the fields are cleared and `onSaved` runs.
 */
export function FeedbackForm({ text, storageErrors, onSaved, getStorage = browserStorage }: FeedbackFormProps) {
  const [fields, setFields] = useState<FeedbackFields>(EMPTY);
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

  function update(field: FeedbackField, value: string) {
    setFields((current) => ({ ...current, [field]: value }));
    if (invalid === field) setInvalid(null);
  }

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const checked = validateFeedback(fields);
    if (!checked.ok) {
      toast(checked.error === "incomplete" ? messages.formIncomplete : messages.emailInvalid);
      setInvalid(checked.field);
      refs[checked.field].current?.focus();
      return;
    }
    const entry: FeedbackEntry = { ...checked.value, timestamp: new Date().toISOString() };
    const saved = saveFeedback(getStorage(), entry);
    if (!saved.ok) {
      toast({ ...storageErrors[saved.error], variant: "destructive" });
      return;
    }
    // A filled honeypot changes nothing the visitor (or bot) can observe: same local save, same toast.
    // The value travels on so the office's API can drop the entry.
    const website = honeypot.current?.value ?? "";
    toast(messages.feedbackSaved);
    setFields(EMPTY);
    setInvalid(null);
    if (honeypot.current) honeypot.current.value = "";
    onSaved?.(website ? { ...saved.entry, website } : saved.entry);
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
    <section
      aria-labelledby={`${id}-title`}
      className="rounded-2xl border border-emerald-100 bg-white p-5 shadow-sm sm:p-8"
      data-testid="feedback-form"
    >
      <h2 id={`${id}-title`} className="text-2xl font-bold text-emerald-900">
        {text.title}
      </h2>
      <p className="mt-1 text-slate-700">{text.intro}</p>
      <noscript>
        <p className="mt-3 rounded-lg bg-amber-50 p-3 text-amber-900">{text.noScript}</p>
      </noscript>
      {/* noValidate: the SPEC §5 rules and their Indonesian toasts decide, not the browser's own bubbles. */}
      <form noValidate onSubmit={handleSubmit} className="mt-6 grid gap-5">
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
          <label htmlFor={`${id}-${HONEYPOT_NAME}`}>{text.honeypotLabel}</label>
          <input
            ref={honeypot}
            id={`${id}-${HONEYPOT_NAME}`}
            name={HONEYPOT_NAME}
            type="text"
            tabIndex={-1}
            autoComplete="off"
            defaultValue=""
          />
        </div>
        <div>
          <button
            type="submit"
            // Before hydration a native submit would put the message into the URL; wait for React.
            disabled={!hydrated}
            className="inline-flex min-h-11 items-center gap-2 rounded-lg bg-emerald-700 px-6 py-3 font-semibold text-white hover:bg-emerald-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-emerald-700 disabled:cursor-wait disabled:opacity-70"
          >
            <Send aria-hidden="true" className="size-5" />
            {text.submitLabel}
          </button>
        </div>
      </form>
    </section>
  );
}
