import { parseLocation } from "~/lib/site-location";
import { FieldShell, described } from "../../components/field";
import { PointPicker } from "./point-picker";
import { pointText } from "./site-form-fields";

// The site's point: one text field that takes every shape the importer reads (what staff copy from
// Google Maps: "-6.8851, 107.6132", a maps address, 6°53'05.2"S 107°37'00.4"E), with what it reads
// said under it as lat/lng, and a small map where a tap places the pin. The text field is the way for
// keyboard and screen reader users; the map only fills the field in.

type Reading = { kind: "empty" } | { kind: "point"; point: [number, number] } | { kind: "shortLink" } | { kind: "unreadable" };

export function readLocation(text: string): Reading {
  if (!text.trim()) return { kind: "empty" };
  const reading = parseLocation(text);
  if (!reading) return { kind: "unreadable" };
  return "shortLink" in reading ? { kind: "shortLink" } : { kind: "point", point: reading.point };
}

const READING_TEXT: Record<Exclude<Reading["kind"], "point">, string> = {
  empty: "Belum ada titik: lokasi disimpan tanpa titik di peta.",
  shortLink: "Tautan pendek (maps.app.goo.gl) tidak dapat dibaca. Buka tautannya, tekan lama titik lokasinya, lalu tempel angka koordinat yang muncul di sini.",
  unreadable: 'Belum terbaca. Tulis "lintang, bujur", misalnya -6.8851, 107.6132, atau tempel alamat Google Maps.',
};

export function LocationField({ id, value, error, onChange }: { id: string; value: string; error?: string; onChange: (text: string) => void }) {
  const reading = readLocation(value);
  const point = reading.kind === "point" ? reading.point : undefined;
  const hint = (
    <>
      Ketuk peta di bawah, atau ketik atau tempel koordinat dari Google Maps: &quot;lintang, bujur&quot; (misalnya -6.8851, 107.6132), alamat Google Maps, atau derajat-menit-detik
      seperti 6°53&apos;05.2&quot;S 107°37&apos;00.4&quot;E. Kosongkan bila titiknya belum diketahui.
    </>
  );
  // Said as it is typed or pasted, and when the map fills it in.
  const readBack = (
    <p id={`${id}-terbaca`} role="status" className="mt-1 text-sm text-slate-800">
      {point ? (
        <>
          Terbaca: lintang <strong>{point[0]}</strong>, bujur <strong>{point[1]}</strong>.
        </>
      ) : (
        READING_TEXT[reading.kind as Exclude<Reading["kind"], "point">]
      )}
    </p>
  );

  return (
    <div className="space-y-3">
      <FieldShell id={id} label="Titik lokasi" hint={hint} error={error} after={readBack}>
        <input
          id={id}
          className="field"
          type="text"
          inputMode="text"
          autoComplete="off"
          spellCheck={false}
          value={value}
          aria-invalid={error ? true : undefined}
          aria-describedby={described(id, hint, error, `${id}-terbaca`)}
          onChange={(event) => onChange(event.target.value)}
        />
      </FieldShell>
      <PointPicker point={point} onPick={(picked) => onChange(pointText(picked[0], picked[1]))} />
    </div>
  );
}
