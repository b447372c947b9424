import { Circle, CircleCheck, CircleX, Loader } from "lucide";
import { Icon, type IconNode } from "~/components/ui/icon";
import { SuccessNotice } from "../../components/alert";
import { Section } from "../../components/page";
import { formatDateTime } from "../../format";
import type { Job, StepState } from "../../types";

const STEP: Record<StepState, { text: string; icon: IconNode; className: string }> = {
  menunggu: { text: "menunggu", icon: Circle, className: "text-slate-500" },
  berjalan: { text: "sedang berjalan", icon: Loader, className: "text-emerald-700 motion-safe:animate-spin" },
  selesai: { text: "selesai", icon: CircleCheck, className: "text-emerald-700" },
  gagal: { text: "gagal", icon: CircleX, className: "text-red-700" },
};

const JOB_TEXT = { berjalan: "Sedang berjalan. Halaman ini memperbarui sendiri.", berhasil: "Berhasil.", gagal: "Gagal." } as const;

/**
 * The publication's steps, each with its state in words (the icon only repeats it). The list is a
 * polite live region: a screen reader hears each step as it finishes, without moving the focus.
 */
export function JobProgress({ job }: { job: Job }) {
  return (
    <Section title={job.state === "berjalan" ? "Penerbitan sedang berjalan" : "Penerbitan terakhir"} id="proses">
      <p className="text-slate-800">
        Dimulai oleh {job.by}, {formatDateTime(job.startedAt)}
        {job.finishedAt ? `; selesai ${formatDateTime(job.finishedAt)}` : ""}. Status: <strong>{JOB_TEXT[job.state]}</strong>
      </p>
      <ol aria-live="polite" aria-label="Langkah penerbitan" className="space-y-2">
        {job.steps.map((step, index) => {
          const look = STEP[step.state];
          return (
            <li key={`${index}-${step.label}`} className="flex items-start gap-2">
              <Icon icon={look.icon} className={`mt-0.5 size-5 shrink-0 ${look.className}`} />
              <span>
                {step.label}: <strong>{look.text}</strong>
              </span>
            </li>
          );
        })}
      </ol>
      {job.state === "gagal" ? (
        <div role="alert" className="form-notice form-notice-error space-y-2">
          <p className="form-notice-title">Penerbitan gagal. Situs tetap menampilkan versi sebelumnya.</p>
          {job.message ? <p>{job.message}</p> : null}
          {job.detail ? (
            <details>
              <summary className="cursor-pointer font-semibold">Rincian teknis (untuk pengelola server)</summary>
              <pre className="mt-2 max-h-80 overflow-auto whitespace-pre-wrap break-words rounded bg-white p-2 text-xs text-slate-900">{job.detail}</pre>
            </details>
          ) : null}
        </div>
      ) : null}
      {job.state === "berhasil" ? <SuccessNotice>Penerbitan selesai. Situs publik sudah menampilkan versi baru.</SuccessNotice> : null}
    </Section>
  );
}
