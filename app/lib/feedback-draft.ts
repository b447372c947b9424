// The feedback form's draft as the page keeps it outside React (issue 31): its storage key and the two
// small scripts that touch it where React does not run — right after the form while the page is parsed,
// and on the server's thank-you page after a native send. Here, not with the form, because the server
// serves the second (server code imports only app/lib and app/content). The form's own reading and
// writing of the draft is app/features/feedback/draft.ts.

export const FEEDBACK_DRAFT_KEY = "wakafFeedbackDraft";
/**
 * In the tab, the message the server's thank-you page confirmed (sent natively): Back to the form gives
 * its text back in the fields, and the form must not take it for a new message to send again.
 */
export const FEEDBACK_SENT_KEY = "wakafFeedbackSent";

/**
 * Runs inline right after the form while the page is parsed, long before React: puts a kept draft back
 * into the form's empty fields, so that text typed again before the code arrives (after a reload) is
 * typed next to it, not over it. This tab's own draft only: the browser's last may be another open tab's,
 * which the form's code takes over only once it knows that tab is gone (feedback/draft-owner.ts).
 * Serialised with Function.prototype.toString: nothing from outside.
 */
export function restoreDraftInline(key: string, sentKey: string): void {
  try {
    const form = (document.currentScript as HTMLScriptElement).previousElementSibling as HTMLFormElement;
    // Back after a send without the page's code: the browser gives the sent message back into the fields
    // (Chromium only when the page has loaded, just before `pageshow`; from the back-forward cache, at
    // `pageshow` too). It is not a message to send again: the visitor neither sees it there nor taps
    // "Kirim" on it.
    addEventListener("pageshow", () => {
      if ((form.elements.namedItem("message") as HTMLTextAreaElement).value === sessionStorage.getItem(sentKey)) form.reset();
    });
    const draft = JSON.parse(sessionStorage.getItem(key)!) as Record<string, string>;
    for (const field of form.elements as unknown as HTMLInputElement[]) if (draft[field.name] && !field.value) field.value = draft[field.name]!;
  } catch {
    // No draft, no storage, or an unreadable draft (the form's own code removes it).
  }
}

/** The inline script's text. */
export const restoreDraftScript = () => `(${restoreDraftInline.toString()})(${JSON.stringify(FEEDBACK_DRAFT_KEY)},${JSON.stringify(FEEDBACK_SENT_KEY)})`;

/**
 * Runs on the server's thank-you page after the form was posted natively (its code never arrived, and the
 * early contract sent it, app/lib/early-input.ts): the message is on the server now, so this tab's draft
 * (the sent text, kept at the send) goes, and so does any of the browser's drafts (a list, one per page
 * that kept one; a single draft from an older version of the page) holding that same message — else a
 * later visit would give it back to be sent a second time. It also notes the sent message in the tab
 * (`FEEDBACK_SENT_KEY`), for Back to the form. Serialised like the one above.
 */
export function forgetSentDraftInline(key: string, sentKey: string): void {
  try {
    const sent = JSON.parse(sessionStorage.getItem(key)!) as Record<string, string> | null;
    sessionStorage.removeItem(key);
    if (!sent) return;
    sessionStorage.setItem(sentKey, sent.message!);
    const kept = JSON.parse(localStorage.getItem(key)!) as Record<string, string> | Record<string, string>[] | null;
    const left = (Array.isArray(kept) ? kept : kept ? [kept] : []).filter((draft) => draft.message !== sent.message);
    if (left.length) localStorage.setItem(key, JSON.stringify(left));
    else localStorage.removeItem(key);
  } catch {
    // No storage: there is no draft to forget.
  }
}

/** That script's text (served as a file: the thank-you page's policy allows scripts from the site only). */
export const forgetSentDraftScript = () => `(${forgetSentDraftInline.toString()})(${JSON.stringify(FEEDBACK_DRAFT_KEY)},${JSON.stringify(FEEDBACK_SENT_KEY)})`;

