import { useRef, useState, type ChangeEvent } from "react";
import { ALT_MAX, IMAGE_UPLOAD } from "~/lib/office/news-gallery";
import { TextAreaField, TextField } from "../../components/field";
import { useApi } from "../../session";
import { withCount } from "./char-count";
import { IMAGE_KEYS, type ItemValues } from "./item-kind";
import { IMAGE_ACCEPT, IMAGE_TOO_LARGE, previewSrc, uploadImage, uploadProblem, UPLOADING } from "./image-upload";

export const ALT_HINT =
  'Teks alternatif dibacakan untuk pengunjung yang tidak dapat melihat gambar (pembaca layar) dan tampil bila gambar gagal dimuat: jelaskan isi foto, misalnya "Penandatanganan akta ikrar wakaf di KUA".';

export const PHOTO_HINT = `JPEG, PNG, WebP, atau HEIC (foto kamera ponsel), paling besar ${IMAGE_UPLOAD.maxBytes / (1024 * 1024)} MB. Foto diunggah begitu dipilih, diperkecil, dan disimpan sebagai WebP.`;

/**
 * The item's photo and its alt text. A chosen file is uploaded at once (the server makes the sizes the
 * site shows); the form keeps only the answer's name and size. A new photo starts with an empty alt
 * text: the old one described another picture. It can be taken over on purpose.
 */
export function ImageField({
  values,
  errors,
  fieldId,
  onChange,
  onUploading,
}: {
  values: ItemValues;
  errors: Record<string, string | undefined>;
  fieldId: (key: string) => string;
  onChange: (patch: ItemValues) => void;
  onUploading: (uploading: boolean) => void;
}) {
  const api = useApi();
  const [uploading, setUploading] = useState(false);
  const [problem, setProblem] = useState<string>();
  const [status, setStatus] = useState("");
  const [previousAlt, setPreviousAlt] = useState<string>();
  // Only the latest choice counts: a photo chosen again while one is on its way replaces it.
  const latest = useRef(0);
  const file = values[IMAGE_KEYS.file] ?? "";
  const alt = values[IMAGE_KEYS.alt] ?? "";
  const width = Number(values[IMAGE_KEYS.width]) || undefined;
  const height = Number(values[IMAGE_KEYS.height]) || undefined;
  const fileId = fieldId(IMAGE_KEYS.file);
  const altId = fieldId(IMAGE_KEYS.alt);

  const busy = (value: boolean) => {
    setUploading(value);
    onUploading(value);
  };

  const choose = async (event: ChangeEvent<HTMLInputElement>) => {
    const input = event.currentTarget;
    const chosen = input.files?.[0];
    if (!chosen) return;
    const token = ++latest.current;
    setProblem(undefined);
    setStatus("");
    if (chosen.size > IMAGE_UPLOAD.maxBytes) {
      setProblem(IMAGE_TOO_LARGE);
      input.value = "";
      return;
    }
    const altBefore = alt;
    busy(true);
    setStatus(UPLOADING);
    try {
      const answer = await uploadImage(api, chosen);
      if (token !== latest.current) return;
      onChange({
        [IMAGE_KEYS.file]: answer.image.file,
        [IMAGE_KEYS.width]: String(answer.image.width),
        [IMAGE_KEYS.height]: String(answer.image.height),
        [IMAGE_KEYS.alt]: "",
      });
      setPreviousAlt(altBefore.trim() ? altBefore : undefined);
      setStatus(`Foto terunggah (${answer.image.width} × ${answer.image.height} piksel). Tulis teks alternatif untuk foto ini.`);
      // The next step is describing the photo, unless the person already went on to another field.
      if (document.activeElement === input || document.activeElement === document.body) document.getElementById(altId)?.focus();
    } catch (caught) {
      if (token !== latest.current) return;
      setStatus("");
      setProblem(uploadProblem(caught));
    } finally {
      // Choosing the same file again (after a refusal) must still be noticed.
      input.value = "";
      if (token === latest.current) busy(false);
    }
  };

  return (
    <div className="space-y-4">
      {file ? (
        <figure className="space-y-1">
          {/* Decorative here: the alt text is in its own field just below. */}
          <img src={previewSrc(file)} alt="" width={width} height={height} className="h-auto w-full max-w-sm rounded-lg border border-slate-300 bg-slate-100" />
          <figcaption className="text-sm text-slate-700">Foto sekarang{width && height ? ` (${width} × ${height} piksel)` : ""}.</figcaption>
        </figure>
      ) : (
        <p className="text-slate-700">Belum ada foto.</p>
      )}
      <TextField
        id={fileId}
        name="foto"
        type="file"
        accept={IMAGE_ACCEPT}
        label="Foto"
        hint={file ? `${PHOTO_HINT} Pilih foto lain untuk menggantinya.` : PHOTO_HINT}
        error={problem ?? errors[IMAGE_KEYS.file]}
        aria-busy={uploading || undefined}
        onChange={(event) => void choose(event)}
      />
      {/* A refusal is shown at the field; said here too, since a field's message is not read out by itself. */}
      <p role="status" className="text-sm font-semibold text-slate-800">
        {problem ? <span className="sr-only">Foto tidak diunggah: {problem}</span> : status}
      </p>
      <TextAreaField
        id={altId}
        label="Teks alternatif"
        hint={withCount(ALT_HINT, alt, ALT_MAX)}
        error={errors[IMAGE_KEYS.alt]}
        rows={2}
        value={alt}
        onChange={(event) => onChange({ [IMAGE_KEYS.alt]: event.target.value })}
      />
      {previousAlt && !alt.trim() ? (
        <div className="space-y-1">
          <p className="text-sm text-slate-700">Teks alternatif foto sebelumnya: &quot;{previousAlt}&quot;</p>
          <button
            type="button"
            className="btn btn-secondary btn-sm"
            onClick={() => {
              onChange({ [IMAGE_KEYS.alt]: previousAlt });
              setPreviousAlt(undefined);
              document.getElementById(altId)?.focus();
            }}
          >
            Pakai teks ini untuk foto baru
          </button>
        </div>
      ) : null}
    </div>
  );
}
