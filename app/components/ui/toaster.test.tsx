// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { resetToasts, toast } from "~/lib/toast-store";
import { Toaster } from "./toaster";

afterEach(() => {
  cleanup();
  act(() => resetToasts());
});

describe("Toaster", () => {
  it("renders nothing but the notification area until a toast is raised", () => {
    render(<Toaster />);
    expect(screen.getByRole("region", { name: /Notifikasi/ })).toBeInTheDocument();
    expect(screen.queryByTestId("toast")).toBeNull();
  });

  it("shows a default toast with title, text and a named close button", () => {
    render(<Toaster />);
    act(() => void toast({ title: "Judul", description: "Isi pesan" }));
    const item = screen.getByTestId("toast");
    expect(item).toHaveAttribute("data-variant", "default");
    expect(item).toHaveTextContent("Judul");
    expect(item).toHaveTextContent("Isi pesan");
    expect(screen.getByRole("button", { name: "Tutup notifikasi" })).toBeInTheDocument();
  });

  it("draws a destructive toast differently from a default one", () => {
    render(<Toaster />);
    act(() => void toast({ title: "Biasa" }));
    const defaultClass = screen.getByTestId("toast").className;
    act(() => void toast({ title: "Gagal", variant: "destructive" }));
    const item = screen.getByTestId("toast");
    expect(item).toHaveAttribute("data-variant", "destructive");
    expect(item.className).toContain("bg-red-700");
    expect(item.className).not.toBe(defaultClass);
  });

  it("keeps a single toast on screen when a second one is raised", () => {
    render(<Toaster />);
    act(() => void toast({ title: "Pertama" }));
    act(() => void toast({ title: "Kedua" }));
    expect(screen.getAllByTestId("toast")).toHaveLength(1);
    expect(screen.getByTestId("toast")).toHaveTextContent("Kedua");
  });

  it("shows an action button that runs its action, and stays past the 5-second timer", () => {
    vi.useFakeTimers();
    try {
      const onAction = vi.fn();
      render(<Toaster />);
      act(() => void toast({ title: "Versi baru", action: { label: "Muat ulang", altText: "Muat ulang halaman", onAction } }));
      act(() => void vi.advanceTimersByTime(10_000));
      expect(screen.getByTestId("toast")).toHaveAttribute("data-state", "open");
      fireEvent.click(screen.getByRole("button", { name: "Muat ulang" }));
      expect(onAction).toHaveBeenCalledTimes(1);
    } finally {
      vi.useRealTimers();
    }
  });

  it("closes a toast without an action after its timer", () => {
    vi.useFakeTimers();
    try {
      render(<Toaster />);
      act(() => void toast({ title: "Biasa" }));
      act(() => void vi.advanceTimersByTime(10_000));
      expect(screen.queryByTestId("toast")?.getAttribute("data-state") ?? "closed").toBe("closed");
    } finally {
      vi.useRealTimers();
    }
  });
});
