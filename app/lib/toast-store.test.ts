import { afterEach, describe, expect, it, vi } from "vitest";
import { dismissToast, getToastSnapshot, resetToasts, subscribeToasts, toast } from "./toast-store";

afterEach(() => resetToasts());

describe("toast store", () => {
  it("starts empty", () => {
    expect(getToastSnapshot()).toBeNull();
  });

  it("shows a toast with the default variant", () => {
    toast({ title: "Halo", description: "Isi" });
    expect(getToastSnapshot()).toMatchObject({ title: "Halo", description: "Isi", variant: "default", open: true });
  });

  it("keeps at most one toast: a new one replaces the old with a new id", () => {
    const first = toast({ title: "Pertama" });
    const second = toast({ title: "Kedua", variant: "destructive" });
    expect(second).not.toBe(first);
    expect(getToastSnapshot()).toMatchObject({ id: second, title: "Kedua", variant: "destructive" });
  });

  it("dismisses the current toast, and ignores a stale id", () => {
    const first = toast({ title: "Pertama" });
    const second = toast({ title: "Kedua" });
    dismissToast(first);
    expect(getToastSnapshot()?.open).toBe(true);
    dismissToast(second);
    expect(getToastSnapshot()).toMatchObject({ id: second, open: false });
  });

  it("notifies subscribers on every change until they unsubscribe", () => {
    const listener = vi.fn();
    const unsubscribe = subscribeToasts(listener);
    toast({ title: "A" });
    dismissToast();
    expect(listener).toHaveBeenCalledTimes(2);
    unsubscribe();
    toast({ title: "B" });
    expect(listener).toHaveBeenCalledTimes(2);
  });
});
