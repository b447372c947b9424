// @vitest-environment jsdom
import { act, cleanup, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { ReactElement } from "react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { feedbackPage } from "~/content/feedback-page";
import { messages } from "~/content/messages";
import { getToastSnapshot, resetToasts } from "~/lib/toast-store";
import { FEEDBACK_LIMITS, HONEYPOT_FIELD as HONEYPOT_NAME } from "~/lib/feedback-entry";
import { FeedbackForm, RESEND_GUARD_MS } from "./feedback-form";
import { FEEDBACK_STORAGE_KEY, type StorageLike } from "./storage";
import { FEEDBACK_DRAFT_KEY, FEEDBACK_SENT_KEY } from "~/lib/feedback-draft";
import { renderToString } from "react-dom/server";
import { hydrateRoot } from "react-dom/client";

const { form, storageErrors } = feedbackPage;

function memoryStorage(initial: Record<string, string> = {}) {
  const data = new Map(Object.entries(initial));
  const storage: StorageLike & { data: Map<string, string>; fail?: () => never } = {
    data,
    getItem: (key) => data.get(key) ?? null,
    setItem: (key, value) => {
      storage.fail?.();
      data.set(key, value);
    },
    removeItem: (key) => void data.delete(key),
  };
  return storage;
}

function setup(storage = memoryStorage()) {
  const onSaved = vi.fn();
  render(<FeedbackForm text={form} storageErrors={storageErrors} onSaved={onSaved} getStorage={() => storage} />);
  const user = userEvent.setup();
  const name = screen.getByLabelText(form.nameLabel);
  const email = screen.getByLabelText(form.emailLabel);
  const message = screen.getByLabelText(form.messageLabel);
  const submit = screen.getByRole("button", { name: form.submitLabel });
  return { user, name, email, message, submit, onSaved, storage };
}

beforeEach(() => {
  resetToasts();
  // This tab's own draft (sessionStorage) is jsdom's, shared by every test: each starts as a new tab.
  sessionStorage.clear();
});
afterEach(() => cleanup());

describe("FeedbackForm", () => {
  it("has labelled name, email (type email) and a 6-row message, and the submit 'Kirim Masukan'", () => {
    const { name, email, message } = setup();
    expect(name).toHaveAttribute("type", "text");
    expect(email).toHaveAttribute("type", "email");
    expect(message.tagName).toBe("TEXTAREA");
    expect(message).toHaveAttribute("rows", "6");
  });

  it("an empty field: 'Form Belum Lengkap', nothing stored, typed text kept, focus on the empty field", async () => {
    const { user, name, message, submit, onSaved, storage } = setup();
    await user.type(name, "Siti");
    await user.type(message, "Saran saya");
    await user.click(submit);
    expect(getToastSnapshot()).toMatchObject({ ...messages.formIncomplete });
    expect(storage.data.has(FEEDBACK_STORAGE_KEY)).toBe(false);
    expect(onSaved).not.toHaveBeenCalled();
    expect(name).toHaveValue("Siti");
    expect(message).toHaveValue("Saran saya");
    const email = screen.getByLabelText(form.emailLabel);
    expect(email).toHaveFocus();
    expect(email).toHaveAttribute("aria-invalid", "true");
    await user.type(email, "s");
    expect(email).not.toHaveAttribute("aria-invalid");
  });

  it("a bad email: 'Email Tidak Valid', nothing stored, typed text kept", async () => {
    const { user, name, email, message, submit, onSaved, storage } = setup();
    await user.type(name, "Siti");
    await user.type(email, "siti@contoh");
    await user.type(message, "Saran saya");
    await user.click(submit);
    expect(getToastSnapshot()).toMatchObject({ ...messages.emailInvalid });
    expect(storage.data.has(FEEDBACK_STORAGE_KEY)).toBe(false);
    expect(onSaved).not.toHaveBeenCalled();
    expect(email).toHaveValue("siti@contoh");
    expect(email).toHaveFocus();
  });

  it("a message over the limit: refused in the form with the limit named, nothing stored or sent, text kept", async () => {
    const { user, name, email, message, submit, onSaved, storage } = setup();
    await user.type(name, "Siti");
    await user.type(email, "siti@contoh.id");
    const long = "x".repeat(FEEDBACK_LIMITS.message + 1);
    // Pasting, as a visitor would; typing 5,001 characters one by one is needlessly slow.
    await user.click(message);
    await user.paste(long);
    await user.click(submit);
    expect(getToastSnapshot()).toMatchObject({
      title: form.tooLong.title,
      description: "Pesan paling banyak 5.000 karakter. Mohon persingkat; tulisan Anda masih ada di formulir.",
    });
    expect(storage.data.has(FEEDBACK_STORAGE_KEY)).toBe(false);
    expect(onSaved).not.toHaveBeenCalled();
    expect(message).toHaveValue(long);
    expect(message).toHaveFocus();
    expect(message).toHaveAttribute("aria-invalid", "true");
  });

  it("a message exactly at the limit is saved", async () => {
    const { user, name, email, message, submit, onSaved } = setup();
    await user.type(name, "Siti");
    await user.type(email, "siti@contoh.id");
    await user.click(message);
    await user.paste("x".repeat(FEEDBACK_LIMITS.message));
    await user.click(submit);
    expect(getToastSnapshot()).toMatchObject({ ...messages.feedbackSaved });
    expect(onSaved).toHaveBeenCalledTimes(1);
  });

  it("success: appends {name, email, message, timestamp}, thanks, clears the fields, calls onSaved once", async () => {
    const older = { name: "Budi", email: "budi@contoh.id", message: "Lama", timestamp: "2025-10-01T00:00:00.000Z" };
    const { user, name, email, message, submit, onSaved, storage } = setup(
      memoryStorage({ [FEEDBACK_STORAGE_KEY]: JSON.stringify([older]) }),
    );
    await user.type(name, " Siti Aminah ");
    await user.type(email, "siti@contoh.id");
    await user.type(message, "Baris satu{enter}Baris dua");
    await user.click(submit);

    expect(getToastSnapshot()).toMatchObject({ ...messages.feedbackSaved });
    const list = JSON.parse(storage.data.get(FEEDBACK_STORAGE_KEY)!);
    expect(list).toHaveLength(2);
    expect(list[0]).toEqual(older);
    expect(list[1]).toEqual({
      name: "Siti Aminah",
      email: "siti@contoh.id",
      message: "Baris satu\nBaris dua",
      timestamp: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
    });
    expect(onSaved).toHaveBeenCalledTimes(1);
    expect(onSaved).toHaveBeenCalledWith(list[1]);
    expect(name).toHaveValue("");
    expect(email).toHaveValue("");
    expect(message).toHaveValue("");
  });

  it("a second 'Kirim' right after a send is the same tap again: nothing stored twice, no 'Form Belum Lengkap'", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    try {
      const { user, name, email, message, submit, onSaved, storage } = setup();
      await user.type(name, "Siti");
      await user.type(email, "siti@contoh.id");
      await user.type(message, "Saran saya");
      // Two sends replayed together, before React has emptied the fields (held taps, early input).
      const formElement = submit.closest("form")!;
      act(() => {
        formElement.requestSubmit();
        formElement.requestSubmit();
      });
      // And a double tap on the emptied form.
      await user.click(submit);
      expect(JSON.parse(storage.data.get(FEEDBACK_STORAGE_KEY)!)).toHaveLength(1);
      expect(onSaved).toHaveBeenCalledTimes(1);
      expect(getToastSnapshot()).toMatchObject({ ...messages.feedbackSaved });
      // Later, an empty form is refused as always.
      vi.advanceTimersByTime(RESEND_GUARD_MS + 1);
      await user.click(submit);
      expect(getToastSnapshot()).toMatchObject({ ...messages.formIncomplete });
    } finally {
      vi.useRealTimers();
    }
  });

  it("has an anti-spam field that is hidden from view, assistive technology and the tab order", () => {
    const { container } = render(<FeedbackForm text={form} storageErrors={storageErrors} />);
    const honeypot = container.querySelector<HTMLInputElement>(`input[name="${HONEYPOT_NAME}"]`)!;
    expect(honeypot).toHaveAttribute("tabindex", "-1");
    expect(honeypot).toHaveAttribute("autocomplete", "off");
    expect(honeypot.closest("[aria-hidden='true']")).not.toBeNull();
    // Its label is for the rare human who reaches it anyway; the accessible labels of the real fields stay unique.
    expect(container.querySelector(`label[for="${honeypot.id}"]`)).toHaveTextContent(form.honeypotLabel);
    expect(screen.queryByRole("textbox", { name: form.honeypotLabel })).toBeNull();
  });

  it("a filled honeypot: saved and thanked exactly like a person, onSaved gets the value, wakafFeedback does not", async () => {
    const { user, name, email, message, submit, onSaved, storage } = setup();
    await user.type(name, "Bot");
    await user.type(email, "bot@contoh.id");
    await user.type(message, "Beli sekarang");
    // Bots set the value directly, without the events a person's typing fires.
    const honeypot = document.querySelector<HTMLInputElement>(`input[name="${HONEYPOT_NAME}"]`)!;
    honeypot.value = "https://spam.example";
    await user.click(submit);

    expect(getToastSnapshot()).toMatchObject({ ...messages.feedbackSaved });
    const list = JSON.parse(storage.data.get(FEEDBACK_STORAGE_KEY)!);
    expect(list).toHaveLength(1);
    expect(Object.keys(list[0]).sort()).toEqual(["email", "message", "name", "timestamp"]);
    expect(onSaved).toHaveBeenCalledTimes(1);
    expect(onSaved).toHaveBeenCalledWith({ ...list[0], website: "https://spam.example" });
    expect(honeypot).toHaveValue("");
  });

  it("an empty honeypot (a person): onSaved gets the four stored fields and no website key", async () => {
    const { user, name, email, message, submit, onSaved } = setup();
    await user.type(name, "Siti");
    await user.type(email, "siti@contoh.id");
    await user.type(message, "Saran");
    await user.click(submit);
    expect(Object.keys(onSaved.mock.calls[0]![0]).sort()).toEqual(["email", "message", "name", "timestamp"]);
  });

  it("a full storage: clear destructive toast, typed text kept, onSaved not called", async () => {
    const storage = memoryStorage();
    storage.fail = () => {
      throw new DOMException("full", "QuotaExceededError");
    };
    const { user, name, email, message, submit, onSaved } = setup(storage);
    await user.type(name, "Siti");
    await user.type(email, "siti@contoh.id");
    await user.type(message, "Saran");
    await user.click(submit);
    expect(getToastSnapshot()).toMatchObject({ ...storageErrors.quota, variant: "destructive" });
    expect(onSaved).not.toHaveBeenCalled();
    expect([name, email, message].map((field) => (field as HTMLInputElement).value)).toEqual(["Siti", "siti@contoh.id", "Saran"]);
  });

  it("storage that is switched off: the 'unavailable' toast, typed text kept", async () => {
    const onSaved = vi.fn();
    render(<FeedbackForm text={form} storageErrors={storageErrors} onSaved={onSaved} getStorage={() => null} />);
    const user = userEvent.setup();
    await user.type(screen.getByLabelText(form.nameLabel), "Siti");
    await user.type(screen.getByLabelText(form.emailLabel), "siti@contoh.id");
    await user.type(screen.getByLabelText(form.messageLabel), "Saran");
    await user.click(screen.getByRole("button", { name: form.submitLabel }));
    expect(getToastSnapshot()).toMatchObject({ ...storageErrors.unavailable, variant: "destructive" });
    expect(screen.getByLabelText(form.messageLabel)).toHaveValue("Saran");
    expect(onSaved).not.toHaveBeenCalled();
  });

  describe("nothing typed is lost (issue 31)", () => {
    /** Server-rendered, the browser's Back refilling name and message with the sent text, then hydrated. */
    const hydrateRefilledWithSent = async (element: ReactElement) => {
      const container = document.createElement("div");
      container.innerHTML = renderToString(element);
      document.body.append(container);
      (container.querySelector("[name=name]") as HTMLInputElement).value = "Iis";
      (container.querySelector("[name=message]") as HTMLTextAreaElement).value = "Sudah terkirim lewat server";
      await act(async () => {
        hydrateRoot(container, element);
      });
      return container;
    };
    // The browser's drafts are a list, one per page that kept one (draft.ts): this page's is the first.
    const sharedDraft = (storage: { data: Map<string, string> }) => (JSON.parse(storage.data.get(FEEDBACK_DRAFT_KEY)!) as unknown[])[0];

    it("keeps a draft while typing and gives it back after a reload", async () => {
      const storage = memoryStorage();
      const first = setup(storage);
      await first.user.type(first.name, "Siti");
      await first.user.type(first.message, "Belum selesai");
      expect(sharedDraft(storage)).toMatchObject({ name: "Siti", email: "", message: "Belum selesai" });
      cleanup();
      const second = setup(storage);
      expect(second.name).toHaveValue("Siti");
      expect(second.message).toHaveValue("Belum selesai");
    });

    it("keeps the draft after a refused submit and removes it once sent", async () => {
      const storage = memoryStorage();
      const { user, name, email, message, submit } = setup(storage);
      await user.type(name, "Siti");
      await user.type(email, "siti@contoh");
      await user.type(message, "Saran");
      await user.click(submit);
      expect(storage.data.has(FEEDBACK_DRAFT_KEY)).toBe(true);
      await user.clear(email);
      await user.type(email, "siti@contoh.id");
      await user.click(submit);
      expect(storage.data.has(FEEDBACK_STORAGE_KEY)).toBe(true);
      expect(storage.data.has(FEEDBACK_DRAFT_KEY)).toBe(false);
    });

    it("takes over text typed into the fields before React rendered them (hydration)", async () => {
      // Server-rendered markup with text a visitor typed before hydration, then hydrated.
      const storage = memoryStorage({ [FEEDBACK_DRAFT_KEY]: JSON.stringify({ name: "Lama", email: "", message: "draf lama" }) });
      const onSaved = vi.fn();
      const element = <FeedbackForm text={form} storageErrors={storageErrors} onSaved={onSaved} getStorage={() => storage} action="/api/feedback" />;
      const container = document.createElement("div");
      container.innerHTML = renderToString(element);
      document.body.append(container);
      const typed = { name: "Siti", email: "siti@contoh.id", message: "Diketik sebelum hidrasi" };
      for (const [field, value] of Object.entries(typed)) (container.querySelector(`[name=${field}]`) as HTMLInputElement).value = value;
      await act(async () => {
        hydrateRoot(container, element);
      });
      // The typed text wins over an older draft, and becomes the draft.
      expect(sharedDraft(storage)).toMatchObject(typed);
      await act(async () => {
        container.querySelector("form")!.requestSubmit();
      });
      expect(onSaved).toHaveBeenCalledWith(expect.objectContaining(typed));
      container.remove();
    });

    it("Back after a send without the page's code: the sent text the browser gives back is not taken as a new message", async () => {
      const storage = memoryStorage();
      // The thank-you page noted the message in the tab (app/lib/feedback-draft.ts).
      sessionStorage.setItem(FEEDBACK_SENT_KEY, "Sudah terkirim lewat server");
      const container = await hydrateRefilledWithSent(<FeedbackForm text={form} storageErrors={storageErrors} getStorage={() => storage} action="/api/feedback" />);
      expect((container.querySelector("[name=message]") as HTMLTextAreaElement).value).toBe("");
      expect(storage.data.has(FEEDBACK_DRAFT_KEY)).toBe(false);
      container.remove();
    });

    it("Back after a send without the page's code, then 'Kirim' before the code runs: the sent text kept by that tap is not sent again", async () => {
      const storage = memoryStorage();
      const onSaved = vi.fn();
      sessionStorage.setItem(FEEDBACK_SENT_KEY, "Sudah terkirim lewat server");
      // The held tap kept the fields (the sent text the browser gave back) as this tab's draft.
      sessionStorage.setItem(FEEDBACK_DRAFT_KEY, JSON.stringify({ name: "Iis", email: "", message: "Sudah terkirim lewat server" }));
      const container = await hydrateRefilledWithSent(
        <FeedbackForm text={form} storageErrors={storageErrors} onSaved={onSaved} getStorage={() => storage} action="/api/feedback" />,
      );
      expect((container.querySelector("[name=message]") as HTMLTextAreaElement).value).toBe("");
      expect(sessionStorage.getItem(FEEDBACK_DRAFT_KEY)).toBeNull();
      // The replayed "Kirim" finds an empty form: nothing is stored a second time.
      await act(async () => {
        container.querySelector("form")!.requestSubmit();
      });
      expect(onSaved).not.toHaveBeenCalled();
      container.remove();
    });

    it("a send replayed while the fields still show a message already sent (before React emptied them) is not sent again", async () => {
      const { user, name, email, message, onSaved } = setup();
      sessionStorage.setItem(FEEDBACK_SENT_KEY, "Sudah terkirim lewat server");
      // As on a slow phone: the replayed "Kirim" reads the fields the browser refilled before React's
      // emptying reaches them.
      (name as HTMLInputElement).value = "Iis";
      (email as HTMLInputElement).value = "iis@example.id";
      (message as HTMLTextAreaElement).value = "Sudah terkirim lewat server";
      await act(async () => {
        message.closest("form")!.requestSubmit();
      });
      expect(onSaved).not.toHaveBeenCalled();
      expect(getToastSnapshot()).toMatchObject({ title: messages.formIncomplete.title });
      // Writing again: the same words are a new message now.
      await user.type(message, "Sudah terkirim lewat server");
      expect(sessionStorage.getItem(FEEDBACK_SENT_KEY)).toBeNull();
    });

    it("field by field: the browser giving back only the message box (Back) keeps the draft's name and email", async () => {
      const storage = memoryStorage({ [FEEDBACK_DRAFT_KEY]: JSON.stringify({ name: "Ani", email: "ani@contoh.id", message: "draf" }) });
      const element = <FeedbackForm text={form} storageErrors={storageErrors} getStorage={() => storage} action="/api/feedback" />;
      const container = document.createElement("div");
      container.innerHTML = renderToString(element);
      document.body.append(container);
      (container.querySelector("[name=message]") as HTMLTextAreaElement).value = "pesan yang dikembalikan peramban";
      await act(async () => {
        hydrateRoot(container, element);
      });
      // The browser's last draft is offered once no open tab is found to keep it (no Web Locks here: none is).
      await vi.waitFor(() =>
        expect(sharedDraft(storage)).toMatchObject({ name: "Ani", email: "ani@contoh.id", message: "pesan yang dikembalikan peramban" }),
      );
      expect((container.querySelector("[name=name]") as HTMLInputElement).value).toBe("Ani");
      container.remove();
    });

    it("posts to the server without JavaScript only when given an action; otherwise never submits natively", () => {
      const withServer = renderToString(<FeedbackForm text={form} storageErrors={storageErrors} action="/api/feedback" />);
      expect(withServer).toMatch(/<form[^>]*\smethod="post"/);
      expect(withServer).toMatch(/<form[^>]*\saction="\/api\/feedback"/);
      expect(withServer).toMatch(/<button type="submit"/);
      expect(withServer).not.toContain(form.noScript);
      const staticHost = renderToString(<FeedbackForm text={form} storageErrors={storageErrors} />);
      expect(staticHost).not.toMatch(/<form[^>]*(method|action)=/);
      expect(staticHost).toMatch(/<button type="button"/);
      expect(staticHost).toContain(form.noScript);
    });

    it("on a static host the button submits through the handler until React's update makes it a submit button", async () => {
      const { user, name, email, message, submit, onSaved } = setup();
      await user.type(name, "Siti");
      await user.type(email, "siti@contoh.id");
      await user.type(message, "Saran");
      await user.click(submit);
      expect(onSaved).toHaveBeenCalledTimes(1);
    });
  });
});
