// @vitest-environment jsdom
import { cleanup, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { MemoryRouter } from "react-router";
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { assistant } from "~/content/assistant";
import { messages } from "~/content/messages";
import { getToastSnapshot, resetToasts } from "~/lib/toast-store";
import { ASSISTANT_BUTTON_LABEL, AssistantWidget, resetAssistantPanelCache } from "./assistant-widget";
import { resetConversation } from "./conversation";
import { openAssistantWithInput } from "./open-assistant";

const loadText = () => Promise.resolve({ assistant });

// The panel chunk brings the knowledge, built from the content files on first import (a few seconds here).
beforeAll(async () => {
  await import("./assistant-panel");
}, 60_000);

beforeEach(() => {
  resetToasts();
  resetAssistantPanelCache();
  resetConversation();
  sessionStorage.clear();
});
afterEach(() => cleanup());

async function openPanel() {
  const user = userEvent.setup();
  render(<AssistantWidget loadText={loadText} />, { wrapper: MemoryRouter });
  const button = screen.getByRole("button", { name: ASSISTANT_BUTTON_LABEL });
  await user.click(button);
  const panel = await screen.findByRole("dialog", { name: assistant.title });
  return { user, button, panel };
}

/** Presses the button while the panel's texts are still downloading; `arrive()` lets them come. */
async function openWhileDownloading() {
  let arrive!: () => void;
  const slow = () => new Promise<{ assistant: typeof assistant }>((resolve) => (arrive = () => resolve({ assistant })));
  const user = userEvent.setup();
  render(<AssistantWidget loadText={slow} />, { wrapper: MemoryRouter });
  const button = screen.getByRole("button", { name: ASSISTANT_BUTTON_LABEL });
  await user.click(button);
  return { user, button, arrive };
}

// Rendering the panel with its knowledge base is slow on a loaded CI machine; the default 5 s is too tight.
describe("AssistantWidget", { timeout: 30_000 }, () => {
  it("is a named button, closed at first, without the panel in the page", () => {
    render(<AssistantWidget loadText={loadText} />, { wrapper: MemoryRouter });
    const button = screen.getByRole("button", { name: ASSISTANT_BUTTON_LABEL });
    expect(button).toHaveAttribute("aria-expanded", "false");
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
  });

  it("opens a non-modal dialog with title, subtitle, cartoon, greeting and four example questions", async () => {
    const { button, panel } = await openPanel();
    expect(button).toHaveAttribute("aria-expanded", "true");
    expect(button).toHaveAttribute("aria-controls", panel.id);
    expect(panel).toHaveAttribute("aria-modal", "false");
    expect(panel).toHaveAccessibleDescription(assistant.subtitle);
    expect(screen.getByRole("img", { name: assistant.cartoonLabel })).toBeInTheDocument();
    expect(screen.getByText(assistant.greeting)).toBeInTheDocument();
    for (const example of assistant.examples) expect(screen.getByText(example)).toBeInTheDocument();
    expect(panel).toHaveFocus();
  });

  it("the toggle flips label, aria-pressed, the listening text and the toasts", async () => {
    const { user } = await openPanel();
    const toggle = screen.getByRole("button", { name: assistant.startLabel });
    expect(toggle).toHaveAttribute("aria-pressed", "false");
    expect(screen.queryByText(assistant.listeningLabel)).not.toBeInTheDocument();

    await user.click(toggle);
    expect(toggle).toHaveAttribute("aria-pressed", "true");
    expect(toggle).toHaveAccessibleName(assistant.stopLabel);
    expect(screen.getByText(assistant.listeningLabel)).toBeInTheDocument();
    expect(screen.getByTestId("assistant-avatar")).toHaveAttribute("data-listening", "true");
    expect(getToastSnapshot()).toMatchObject(messages.assistantListening);

    await user.click(toggle);
    expect(toggle).toHaveAttribute("aria-pressed", "false");
    expect(toggle).toHaveAccessibleName(assistant.startLabel);
    expect(screen.queryByText(assistant.listeningLabel)).not.toBeInTheDocument();
    expect(getToastSnapshot()).toMatchObject(messages.assistantResting);
  });

  it("Escape inside the panel closes it and returns focus to the floating button", async () => {
    const { user, button } = await openPanel();
    await user.tab();
    await user.keyboard("{Escape}");
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    expect(button).toHaveFocus();
    expect(button).toHaveAttribute("aria-expanded", "false");
  });

  it("the close button closes it and returns focus to the floating button", async () => {
    const { user, button } = await openPanel();
    await user.click(screen.getByRole("button", { name: assistant.closeLabel }));
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    expect(button).toHaveFocus();
  });

  it("the floating button toggles the panel closed again", async () => {
    const { user, button } = await openPanel();
    await user.click(button);
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
  });

  it("a second tap while the panel is still on its way keeps it coming (only a shown panel closes)", async () => {
    const { user, button, arrive } = await openWhileDownloading();
    expect(button).toHaveAttribute("aria-busy", "true");
    await user.click(button);
    expect(button).toHaveAttribute("aria-expanded", "true");
    expect(button).toHaveAttribute("aria-busy", "true");
    arrive();
    expect(await screen.findByRole("dialog", { name: assistant.title })).toBeInTheDocument();
    await user.click(button);
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
  });

  it("a question typed on the button while the panel is on its way is in the box when it comes", async () => {
    const { user, arrive } = await openWhileDownloading();
    await user.keyboard("apa itu wakaf");
    arrive();
    const box = await screen.findByRole("textbox");
    expect(box).toHaveValue("apa itu wakaf");
    expect(box).toHaveFocus();
    expect(screen.getByRole("dialog", { name: assistant.title })).toBeInTheDocument();
  });

  it("Escape on the button while the panel is on its way cancels the opening", async () => {
    const { user, button, arrive } = await openWhileDownloading();
    await user.keyboard("batal");
    await user.keyboard("{Escape}");
    expect(button).toHaveAttribute("aria-expanded", "false");
    arrive();
    await vi.waitFor(() => expect(button).not.toHaveAttribute("aria-busy"));
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    // Opened later, the panel starts empty: what was typed went with the cancelled opening.
    await user.click(button);
    expect(await screen.findByRole("textbox")).toHaveValue("");
  });

  it("a failed download shows a destructive toast, and a later try works", async () => {
    let online = false;
    const failing = () => (online ? Promise.resolve({ assistant }) : Promise.reject(new Error("offline")));
    const user = userEvent.setup();
    render(<AssistantWidget loadText={failing} />, { wrapper: MemoryRouter });
    const button = screen.getByRole("button", { name: ASSISTANT_BUTTON_LABEL });
    await user.click(button);
    await vi.waitFor(() => expect(getToastSnapshot()).toMatchObject({ title: "Asisten Belum Dapat Dibuka", variant: "destructive" }));
    expect(button).toHaveAttribute("aria-expanded", "false");
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();

    online = true;
    await user.click(button);
    expect(await screen.findByRole("dialog", { name: assistant.title })).toBeInTheDocument();
  });

  it("a typed question (Enter) gets a short answer with its source and a 'Baca selengkapnya' link, announced politely", async () => {
    const { user } = await openPanel();
    await user.type(screen.getByRole("textbox", { name: assistant.inputLabel }), "boleh ga tanah wakaf dijual{Enter}");
    const answer = await screen.findByTestId("assistant-answer");
    expect(answer).toHaveTextContent(/dilarang .*dijual/);
    expect(answer).toHaveTextContent(`${assistant.sourceLabel} UU 41/2004 Pasal 40`);
    expect(screen.getByRole("link", { name: assistant.readMoreLabel })).toHaveAttribute("href", "/literasi-wakaf#pengertian");
    expect(screen.getByTestId("assistant-announcer")).toHaveAttribute("aria-live", "polite");
    expect(screen.getByTestId("assistant-announcer")).toHaveTextContent(/dilarang/);
    expect(screen.getByRole("textbox", { name: assistant.inputLabel })).toHaveValue("");
  });

  it("a story told before the question reaches the assistant whole, question and all", async () => {
    const { user } = await openPanel();
    const story =
      "Assalamualaikum. Almarhum bapak kami dulu punya sebidang kebun di kampung yang sejak lama dipakai warga untuk pengajian. " +
      "Sekarang kami sekeluarga sepakat ingin mewakafkannya untuk musala, tetapi sertifikatnya masih atas nama bapak dan kami belum " +
      "pernah mengurus apa pun ke kantor mana pun, jadi kami benar-benar bingung harus mulai dari mana. " +
      "Siapa pejabat yang membuat akta ikrar wakafnya?";
    expect(story.length).toBeGreaterThan(300);
    await user.click(screen.getByRole("textbox", { name: assistant.inputLabel }));
    await user.paste(story);
    await user.keyboard("{Enter}");
    const turn = await screen.findByTestId("assistant-turn");
    expect(turn).toHaveTextContent(story);
    expect(within(turn).getByTestId("assistant-answer")).toHaveTextContent(/PPAIW/);
  });

  it("an example question is a button that asks itself", async () => {
    const { user } = await openPanel();
    await user.click(screen.getByRole("button", { name: assistant.examples[0] }));
    expect(await screen.findByTestId("assistant-answer")).toHaveTextContent(/perbuatan hukum wakif/);
    expect(screen.getByRole("list", { name: assistant.conversationLabel })).toHaveTextContent(assistant.examples[0]!);
  });

  it("outside its field it says so and points to the office and the Kritik & Saran page", async () => {
    const { user } = await openPanel();
    await user.type(screen.getByRole("textbox", { name: assistant.inputLabel }), "resep rendang padang");
    await user.click(screen.getByRole("button", { name: assistant.sendLabel }));
    const turn = await screen.findByTestId("assistant-turn");
    expect(turn).toHaveAttribute("data-fallback", "true");
    expect(turn).toHaveTextContent(/hanya dapat menjawab pertanyaan tentang wakaf/);
    expect(screen.getByRole("link", { name: assistant.readMoreLabel })).toHaveAttribute("href", "/kritik-saran#alasan-masukan");
  });

  it("the conversation is still there after closing and opening the panel again", async () => {
    const { user, button } = await openPanel();
    await user.click(screen.getByRole("button", { name: assistant.examples[3] }));
    await screen.findByTestId("assistant-answer");
    await user.click(button);
    await user.click(button);
    await screen.findByRole("dialog", { name: assistant.title });
    expect(screen.getAllByTestId("assistant-turn")).toHaveLength(1);
    expect(JSON.parse(sessionStorage.getItem("siWakafConversation") ?? "[]")).toHaveLength(1);
  });

  it("opening from elsewhere (the home page's button) focuses the question box", async () => {
    render(<AssistantWidget loadText={loadText} />, { wrapper: MemoryRouter });
    openAssistantWithInput();
    await screen.findByRole("dialog", { name: assistant.title });
    await vi.waitFor(() => expect(screen.getByRole("textbox", { name: assistant.inputLabel })).toHaveFocus());
  });

  it("without speech recognition the toggle still flips and a line says typing works", async () => {
    const { user } = await openPanel();
    await user.click(screen.getByRole("button", { name: assistant.startLabel }));
    expect(screen.getByTestId("speech-problem")).toHaveTextContent(assistant.speechProblems.unsupported);
    expect(getToastSnapshot()).toMatchObject(messages.assistantListening);
  });
});
