// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from "vitest";
import { SERVICE_WORKER_URL, SKIP_WAITING } from "~/lib/service-worker-protocol";
import { getToastSnapshot, resetToasts } from "~/lib/toast-store";
import { registerServiceWorker } from "./register";

const text = { title: "Versi baru tersedia", description: "Muat ulang untuk memakai versi terbaru.", actionLabel: "Muat ulang" };

class FakeWorker extends EventTarget {
  state = "installing";
  postMessage = vi.fn();
  install() {
    this.state = "installed";
    this.dispatchEvent(new Event("statechange"));
  }
}

function setup({ controlled, waiting }: { controlled: boolean; waiting?: FakeWorker }) {
  const registration = Object.assign(new EventTarget(), { waiting: waiting ?? null, installing: null as FakeWorker | null });
  const container = Object.assign(new EventTarget(), {
    controller: controlled ? {} : null,
    register: vi.fn(async () => registration),
  });
  const reload = vi.fn();
  const start = () =>
    registerServiceWorker(async () => text, { container: container as unknown as ServiceWorkerContainer, reload });
  const newVersion = () => {
    const worker = new FakeWorker();
    registration.installing = worker;
    registration.dispatchEvent(new Event("updatefound"));
    worker.install();
    return worker;
  };
  return { container, registration, reload, start, newVersion };
}

// Lets the awaited text load and the toast call run (microtasks only: no timer, no sleep).
const flush = async () => {
  for (let i = 0; i < 5; i++) await Promise.resolve();
};

afterEach(() => resetToasts());

describe("registerServiceWorker", () => {
  it("registers /sw.js for the whole site", async () => {
    const { container, start } = setup({ controlled: false });
    await start();
    expect(container.register).toHaveBeenCalledWith(SERVICE_WORKER_URL, { scope: "/" });
  });

  it("shows no toast on the first install (nothing to update)", async () => {
    const { start, newVersion } = setup({ controlled: false });
    await start();
    newVersion();
    await flush();
    expect(getToastSnapshot()).toBeNull();
  });

  it("offers a new version once, with a 'Muat ulang' action, when it has installed", async () => {
    const { start, newVersion } = setup({ controlled: true });
    await start();
    newVersion();
    await flush();
    const shown = getToastSnapshot();
    expect(shown).toMatchObject({ title: text.title, description: text.description, open: true });
    expect(shown?.action?.label).toBe("Muat ulang");
  });

  it("offers a version that was already waiting when the page loaded", async () => {
    const waiting = new FakeWorker();
    waiting.state = "installed";
    const { start } = setup({ controlled: true, waiting });
    await start();
    await flush();
    expect(getToastSnapshot()?.title).toBe(text.title);
  });

  it("offers nothing when the new worker took over by itself before the toast was ready (a retiring worker)", async () => {
    const { start, newVersion } = setup({ controlled: true });
    await start();
    const worker = newVersion();
    worker.state = "activating";
    await flush();
    expect(getToastSnapshot()).toBeNull();
  });

  it("never reloads by itself: another tab's update switching workers leaves this page alone", async () => {
    const { container, start, newVersion, reload } = setup({ controlled: true });
    await start();
    newVersion();
    await flush();
    container.dispatchEvent(new Event("controllerchange"));
    expect(reload).not.toHaveBeenCalled();
  });

  it("'Muat ulang' tells the waiting worker to take over, then reloads once it has", async () => {
    const { container, start, newVersion, reload } = setup({ controlled: true });
    await start();
    const worker = newVersion();
    await flush();
    getToastSnapshot()?.action?.onAction();
    expect(worker.postMessage).toHaveBeenCalledWith({ type: SKIP_WAITING });
    expect(reload).not.toHaveBeenCalled();
    container.dispatchEvent(new Event("controllerchange"));
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it("keeps the site working when registration is refused", async () => {
    const { container, start } = setup({ controlled: false });
    container.register.mockRejectedValueOnce(new Error("SecurityError"));
    await expect(start()).resolves.toBeUndefined();
  });

  it("keeps the site working when a browser that blocks workers answers with no registration", async () => {
    const { container, start } = setup({ controlled: false });
    container.register.mockResolvedValueOnce(undefined as never);
    await expect(start()).resolves.toBeUndefined();
  });
});
