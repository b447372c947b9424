import type { DraftField, DraftFormSpec } from "./draft-form";

const SOCIAL_NAMES: Record<string, string> = { facebook: "Facebook", instagram: "Instagram", youtube: "YouTube" };

/** The office details staff keep up to date (office.json, OfficeSchema in app/content/schema.ts). */
export const OFFICE_FORM: DraftFormSpec = {
  name: "office",
  title: "Profil kantor",
  description: "Nama, alamat, kontak, media sosial, dan titik peta kantor, seperti tampil di situs.",
  fields(data) {
    const social = Array.isArray(data.socialLinks) ? (data.socialLinks as { id?: string; label?: string }[]) : [];
    const fields: DraftField[] = [
      { key: "officeName", label: "Nama kantor", group: "Identitas", autoComplete: "organization" },
      { key: "address", label: "Alamat", kind: "multiline", group: "Identitas", autoComplete: "street-address" },
      { key: "openingHours", label: "Jam layanan", hint: "Misalnya: Senin - Jumat, 08:00 - 16:00", group: "Identitas" },
      { key: "phone.display", label: "Telepon (tampilan)", hint: "Seperti dibaca orang, misalnya (022) 2500 123.", kind: "tel", group: "Kontak" },
      {
        key: "phone.tel",
        label: "Telepon (untuk tautan panggil)",
        hint: "Hanya angka dengan kode negara, boleh diawali +, misalnya +62222500123.",
        kind: "tel",
        group: "Kontak",
      },
      { key: "email", label: "Email", kind: "email", group: "Kontak" },
    ];
    [0, 1, 2].forEach((index) => {
      const link = social[index];
      const name = (link?.id && SOCIAL_NAMES[link.id]) || link?.label || `Media sosial ${index + 1}`;
      fields.push({ key: `socialLinks.${index}.url`, label: `Alamat ${name}`, hint: "Alamat lengkap, diawali https://", kind: "url", group: "Media sosial" });
    });
    fields.push(
      { key: "map.center.0", label: "Titik tengah peta: lintang", hint: "Misalnya -6.8886 (di selatan khatulistiwa bernilai negatif).", kind: "decimal", group: "Peta" },
      { key: "map.center.1", label: "Titik tengah peta: bujur", hint: "Misalnya 107.6155.", kind: "decimal", group: "Peta" },
      { key: "map.zoom", label: "Perbesaran peta", hint: "Bilangan bulat 1–19; 14 memperlihatkan satu kecamatan.", kind: "integer", group: "Peta" },
    );
    return fields;
  },
};
