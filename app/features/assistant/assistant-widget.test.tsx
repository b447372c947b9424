// @vitest-environment jsdom
import { cleanup, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { assistant } from "~/content/assistant";
import { messages } from "~/content/messages";
import { getToastSnapshot, resetToasts } from "~/lib/toast-store";
import { ASSISTANT_BUTTON_LABEL, AssistantWidget, resetAssistantPanelCache } from "./assistant-widget";

const loadText = () => Promise.resolve({ assistant });

beforeEach(() => {
  resetToasts();
  resetAssistantPanelCache();
});
afterEach(() => cleanup());

async function openPanel() {
  const user = userEvent.setup();
  render(<AssistantWidget loadText={loadText} />);
  const button = screen.getByRole("button", { name: ASSISTANT_BUTTON_LABEL });
  await user.click(button);
  const panel = await screen.findByRole("dialog", { name: assistant.title });
  return { user, button, panel };
}

describe("AssistantWidget", () => {
  it("is a named button, closed at first, without the panel in the page", () => {
    render(<AssistantWidget loadText={loadText} />);
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

  it("a failed download shows a destructive toast, and a later try works", async () => {
    let online = false;
    const failing = () => (online ? Promise.resolve({ assistant }) : Promise.reject(new Error("offline")));
    const user = userEvent.setup();
    render(<AssistantWidget loadText={failing} />);
    const button = screen.getByRole("button", { name: ASSISTANT_BUTTON_LABEL });
    await user.click(button);
    await vi.waitFor(() => expect(getToastSnapshot()).toMatchObject({ title: "Asisten Belum Dapat Dibuka", variant: "destructive" }));
    expect(button).toHaveAttribute("aria-expanded", "false");
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();

    online = true;
    await user.click(button);
    expect(await screen.findByRole("dialog", { name: assistant.title })).toBeInTheDocument();
  });
});
