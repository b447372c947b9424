import type { z } from "zod";
import type { PageId } from "./routes-list";
import type { PageMetaSchema } from "./schema";

// Title, meta description and scrolling-banner text of each page (and the 404 page's lead and link).
export const pages: Record<PageId | "not-found", z.input<typeof PageMetaSchema>> = {
  beranda: {
    title: "Beranda",
    description:
      "SIMPATI WAKAF: portal informasi wakaf KUA Kecamatan Coblong. Pelajari wakaf, dasar hukumnya, dan lihat peta tanah wakaf.",
    banner:
      "Selamat datang di SIMPATI WAKAF — Sistem Informasi Pemetaan Tanah Wakaf KUA Kecamatan Coblong, Kota Bandung.",
  },
  "literasi-wakaf": {
    title: "Literasi Wakaf",
    description: "Pengertian, rukun, manfaat, jenis, dan syarat wakaf, serta tata cara berwakaf di KUA.",
    banner: "Wakaf adalah amal jariyah yang pahalanya terus mengalir. Kenali wakaf, lalu mari berwakaf.",
  },
  "dasar-hukum": {
    title: "Dasar Hukum",
    description: "Undang-undang, peraturan pemerintah, peraturan menteri agama, dan peraturan BWI tentang wakaf.",
    banner: "Wakaf di Indonesia diatur oleh Undang-Undang Nomor 41 Tahun 2004 tentang Wakaf dan peraturan pelaksanaannya.",
  },
  "berita-wakaf": {
    title: "Berita Wakaf",
    description: "Kabar terbaru seputar wakaf dari KUA Kecamatan Coblong dan Badan Wakaf Indonesia.",
    banner: "Ikuti kabar terbaru seputar perwakafan di Kecamatan Coblong dan di seluruh Indonesia.",
  },
  "galeri-wakaf": {
    title: "Galeri",
    description: "Dokumentasi kegiatan, berita acara, dan aset wakaf di Kecamatan Coblong.",
    banner: "Dokumentasi kegiatan dan aset wakaf di Kecamatan Coblong.",
  },
  "profil-kua": {
    title: "Profil KUA",
    description: "Profil, visi, misi, dan layanan KUA Kecamatan Coblong, Kota Bandung.",
    banner: "KUA Kecamatan Coblong — Melayani dengan Ikhlas, Berdampak untuk Umat.",
  },
  "pemetaan-wakaf": {
    title: "Pemetaan Wakaf",
    description: "Peta lokasi tanah wakaf di Kecamatan Coblong beserta jenis, luas, dan status sertifikasinya.",
    banner:
      "Peta sebaran tanah wakaf di Kecamatan Coblong, Kota Bandung: lihat lokasi, jenis, luas, dan arah menuju setiap tanah wakaf.",
  },
  "kuis-wakaf": {
    title: "Kuis",
    description: "Uji pengetahuan wakaf Anda dengan 10 pertanyaan singkat.",
    banner: "Uji pengetahuan wakaf Anda: 10 pertanyaan, satu jawaban untuk setiap pertanyaan.",
  },
  "kritik-saran": {
    title: "Kritik & Saran",
    description: "Sampaikan kritik dan saran Anda untuk layanan wakaf KUA Kecamatan Coblong.",
    banner: "Masukan Anda membantu kami melayani dengan lebih baik.",
  },
  "not-found": {
    title: "Halaman tidak ditemukan",
    description: "Halaman yang Anda cari tidak ditemukan di SIMPATI WAKAF.",
    lead: "Maaf, halaman yang Anda cari tidak ada atau alamatnya sudah berubah.",
    homeLink: "Kembali ke Beranda",
  },
};
