// @vitest-environment jsdom
import { cleanup, render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createMemoryRouter, RouterProvider } from "react-router";
import type { ReactNode } from "react";
import { afterEach, describe, expect, it } from "vitest";
import { createApiClient } from "../../api";
import { SessionProvider, useSession } from "../../session";
import { fakeServer, type FakeRoute } from "../../testing/fake-server";
import { account, renderConsole, signedIn } from "../../testing/render-console";
import type { PendingContent } from "~/lib/office/publishing";
import type { Job, PublishOverview, Release, Role, StepState } from "../../types";
import { PublishPage } from "./publish-page";

afterEach(cleanup);

const STEP_LABELS = ["Memeriksa draf", "Membangun situs", "Mengganti versi tayang"];

const live: Release = { id: "r1", createdAt: "2025-04-01T02:00:00.000Z", by: "admin.kua", live: true, summary: "Profil kantor" };
const older: Release = { id: "r0", createdAt: "2025-03-01T02:00:00.000Z", by: "admin.kua", live: false, summary: "Teks halaman" };

function job(states: StepState[], changes: Partial<Job> = {}): Job {
  const failed = states.includes("gagal");
  const done = states.every((state) => state === "selesai");
  return {
    id: "j1",
    state: failed ? "gagal" : done ? "berhasil" : "berjalan",
    steps: STEP_LABELS.map((label, index) => ({ label, state: states[index] ?? "menunggu" })),
    message: null,
    detail: null,
    startedAt: "2025-04-02T02:00:00.000Z",
    finishedAt: failed || done ? "2025-04-02T02:01:00.000Z" : null,
    by: "admin.kua",
    ...changes,
  };
}

const officeDraft: PendingContent = { name: "office", label: "Profil kantor", changes: { summary: "1 isian diubah", lines: ["Nomor telepon: (022) 700 → (022) 711"] } };
const registerDraft: PendingContent = {
  name: "sites",
  label: "Data tanah wakaf",
  changes: {
    summary: "1 lokasi baru, 1 lokasi diubah, 1 lokasi dihapus",
    lines: ["Baru: Mushola Al-Amin", "Diubah: Masjid Nurul Falah (Luas (m²), Koordinat)", "Dihapus: Makam Wakaf Cigadung"],
  },
};

function overview(changes: Partial<PublishOverview> = {}): PublishOverview {
  return { live, releases: [live, older], pending: [officeDraft], job: null, ...changes };
}

/** The page alone with a short poll, so the test does not wait a second per step. */
function renderPublish(role: Role, routes: Record<string, FakeRoute>) {
  const server = fakeServer({ ...signedIn(account(role)), ...routes });
  const api = createApiClient({ fetch: server.fetch });
  const router = createMemoryRouter([{ path: "/terbitkan", element: <PublishPage pollMs={5} /> }], { initialEntries: ["/terbitkan"] });
  render(
    <SessionProvider api={api}>
      <SessionGate>
        <RouterProvider router={router} />
      </SessionGate>
    </SessionProvider>,
  );
  return server;
}

// PublishPage reads the signed-in account, so it renders once the fake /sesi has answered.
function SessionGate({ children }: { children: ReactNode }) {
  return useSession().state.status === "signedIn" ? children : null;
}

describe("PublishPage", () => {
  it("lets an admin publish, polls while the job runs, and shows each step's state in a live list", async () => {
    const progress: StepState[][] = [["berjalan"], ["selesai", "berjalan"], ["selesai", "selesai", "berjalan"], ["selesai", "selesai", "selesai"]];
    let polls = 0;
    let started = false;
    const server = renderPublish("admin", {
      "GET /terbitan": () => {
        if (!started) return { body: overview() };
        const states = progress[Math.min(polls++, progress.length - 1)] ?? [];
        return { body: overview({ job: job(states), pending: states.length === 3 && states[2] === "selesai" ? [] : overview().pending }) };
      },
      "POST /terbitan": () => {
        started = true;
        return { status: 202, body: { job: job(["berjalan"]) } };
      },
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole("button", { name: "Terbitkan" }));

    const steps = await screen.findByRole("list", { name: "Langkah penerbitan" });
    expect(steps).toHaveAttribute("aria-live", "polite");
    await waitFor(() => expect(screen.getByText(/Penerbitan selesai/)).toBeInTheDocument());
    for (const label of STEP_LABELS) expect(within(steps).getByText(new RegExp(label))).toHaveTextContent(`${label}: selesai`);
    expect(server.calls("POST", "/terbitan")).toHaveLength(1);
    // Polling went on while "berjalan" and stopped once the job finished.
    const afterDone = server.calls("GET", "/terbitan").length;
    expect(afterDone).toBeGreaterThanOrEqual(progress.length);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(server.calls("GET", "/terbitan")).toHaveLength(afterDone);
  });

  it("shows a running step as such while the job is still going", async () => {
    renderPublish("admin", { "GET /terbitan": { body: overview({ job: job(["selesai", "berjalan"]) }) } });
    const steps = await screen.findByRole("list", { name: "Langkah penerbitan" });
    expect(within(steps).getByText(new RegExp(STEP_LABELS[1] ?? ""))).toHaveTextContent("sedang berjalan");
    expect(within(steps).getByText(new RegExp(STEP_LABELS[2] ?? ""))).toHaveTextContent("menunggu");
    expect(screen.getByRole("button", { name: /Sedang menerbitkan/ })).toHaveAttribute("aria-busy", "true");
  });

  it("shows the plain failure message and the technical detail folded away", async () => {
    const failed = job(["selesai", "gagal"], { message: "Data lokasi wakaf tidak valid, situs lama tetap tayang.", detail: "ZodError: sites.geojson baris 12" });
    renderPublish("admin", { "GET /terbitan": { body: overview({ job: failed }) } });
    expect(await screen.findByRole("alert")).toHaveTextContent(failed.message ?? "");
    const detail = screen.getByText("ZodError: sites.geojson baris 12");
    expect(detail.closest("details")).not.toBeNull();
  });

  it("shows staf why they cannot publish or restore, without the buttons", async () => {
    renderPublish("staf", { "GET /terbitan": { body: overview() } });
    expect(await screen.findByText(/Hanya admin yang dapat menerbitkan/)).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Terbitkan" })).toBeNull();
    expect(screen.queryByRole("button", { name: "Kembalikan ke versi ini" })).toBeNull();
  });

  it("restores an older release after confirmation (admin)", async () => {
    const server = renderPublish("admin", {
      "GET /terbitan": { body: overview() },
      "POST /terbitan/:id/kembalikan": (request) => ({ body: { live: { ...older, id: request.params.id, live: true } } }),
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole("button", { name: "Kembalikan ke versi ini" }));
    const dialog = await screen.findByRole("dialog", { name: "Kembalikan ke versi ini?" });
    await user.click(within(dialog).getByRole("button", { name: "Ya, kembalikan" }));
    await waitFor(() => expect(server.calls("POST", `/terbitan/${older.id}/kembalikan`)).toHaveLength(1));
    expect(await screen.findByText(/Situs kembali ke versi/)).toBeInTheDocument();
  });

  it("links each waiting draft to the page where it is made", async () => {
    renderPublish("staf", { "GET /terbitan": { body: overview({ pending: [officeDraft, registerDraft] }) } });
    const list = await screen.findByRole("list", { name: "Draf yang akan diterbitkan" });
    expect(within(list).getAllByRole("link", { name: "lihat" }).map((link) => link.getAttribute("href"))).toEqual(["/profil", "/register"]);
  });

  it("shows under each waiting file what it will change: the summary at once, the lines folded away", async () => {
    renderPublish("staf", { "GET /terbitan": { body: overview({ pending: [officeDraft, registerDraft, { name: "news", label: "Berita", changes: { summary: "Urutan diubah", lines: [] } }] }) } });
    const section = await screen.findByRole("region", { name: "Yang akan diterbitkan" });
    const files = within(within(section).getByRole("list", { name: "Draf yang akan diterbitkan" })).getAllByRole("listitem").filter((item) => item.hasAttribute("aria-labelledby"));
    expect(files.map((item) => item.getAttribute("aria-labelledby")).map((id) => document.getElementById(id ?? "")?.textContent)).toEqual(["Profil kantor", "Data tanah wakaf", "Berita"]);

    const register = within(files[1]!);
    expect(register.getByText("1 lokasi baru, 1 lokasi diubah, 1 lokasi dihapus")).toBeVisible();
    const details = register.getByText("Rincian perubahan").closest("details")!;
    expect(details).not.toHaveAttribute("open");
    expect(within(details).getAllByRole("listitem", { hidden: true }).map((line) => line.textContent)).toEqual(registerDraft.changes.lines);
    expect(register.getByText("Diubah: Masjid Nurul Falah (Luas (m²), Koordinat)")).not.toBeVisible();
    await userEvent.setup().click(register.getByText("Rincian perubahan"));
    expect(details).toHaveAttribute("open");
    expect(register.getByText("Diubah: Masjid Nurul Falah (Luas (m²), Koordinat)")).toBeVisible();

    // Nothing to unfold when there is only the summary.
    expect(within(files[2]!).getByText("Urutan diubah")).toBeInTheDocument();
    expect(within(files[2]!).queryByText("Rincian perubahan")).toBeNull();
  });

  it("is reachable from the console's menu", async () => {
    renderConsole("/terbitkan", { ...signedIn(account("admin")), "GET /terbitan": { body: overview() } });
    expect(await screen.findByRole("heading", { level: 1, name: "Terbitkan" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Terbitkan" })).toHaveAttribute("aria-current", "page");
  });
});
