// The six items of the Galeri page (SPEC §2). `category` must be one of `categories`.
// Validated by GallerySchema (gallery.schema.ts).
//
// SAMPLE DATA: the items, their titles and places are invented examples for the sample office, and the
// pictures are illustrations drawn for this project. Replace them with the office's own documentation
// (compressed WebP, about 1280 × 720) and describe each photo in `alt`.
export const gallery = {
  title: "Dokumentasi Wakaf",
  categories: ["Berita Acara", "Kegiatan", "Aset Wakaf"],
  allLabel: "Semua",
  items: [
    {
      id: "penandatanganan-aiw",
      title: "Penandatanganan Akta Ikrar Wakaf",
      location: "Kantor KUA Kecamatan Coblong",
      category: "Berita Acara",
      image: {
        file: "gallery/penandatanganan-aiw.svg",
        alt: "Ilustrasi meja dengan akta ikrar wakaf, pena, dan stempel resmi",
        width: 640,
        height: 480,
      },
    },
    {
      id: "serah-terima-sertifikat",
      title: "Serah Terima Sertifikat Tanah Wakaf",
      location: "Kelurahan Sekeloa",
      category: "Berita Acara",
      image: {
        file: "gallery/serah-terima-sertifikat.svg",
        alt: "Ilustrasi sertifikat tanah wakaf bersegel di samping denah sebidang tanah",
        width: 640,
        height: 480,
      },
    },
    {
      id: "sosialisasi-wakaf",
      title: "Sosialisasi Wakaf bagi Pengurus DKM",
      location: "Aula KUA Kecamatan Coblong",
      category: "Kegiatan",
      image: {
        file: "gallery/sosialisasi-wakaf.svg",
        alt: "Ilustrasi peserta duduk mendengarkan narasumber di depan layar presentasi",
        width: 640,
        height: 480,
      },
    },
    {
      id: "bimbingan-nazhir",
      title: "Bimbingan Nazhir Wakaf",
      location: "Kelurahan Lebak Siliwangi",
      category: "Kegiatan",
      image: {
        file: "gallery/bimbingan-nazhir.svg",
        alt: "Ilustrasi diskusi kelompok nazhir mengelilingi meja dengan buku catatan",
        width: 640,
        height: 480,
      },
    },
    {
      id: "masjid-wakaf",
      title: "Masjid di Atas Tanah Wakaf",
      location: "Kelurahan Dago",
      category: "Aset Wakaf",
      image: {
        file: "gallery/masjid-wakaf.svg",
        alt: "Ilustrasi masjid berkubah hijau dengan menara di antara pepohonan",
        width: 640,
        height: 480,
      },
    },
    {
      id: "majelis-taklim",
      title: "Majelis Taklim Wakaf Warga",
      location: "Kelurahan Sadang Serang",
      category: "Aset Wakaf",
      image: {
        file: "gallery/majelis-taklim.svg",
        alt: "Ilustrasi bangunan majelis taklim beratap limas dengan halaman berumput",
        width: 640,
        height: 480,
      },
    },
  ],
  share: {
    title: "Bagikan Dokumentasi Wakaf Anda",
    text: "Punya foto kegiatan atau aset wakaf di Kecamatan Coblong? Kirimkan kepada kami melalui email atau hubungi kantor KUA.",
    emailLabel: "Kirim melalui Email",
    phoneLabel: "Hubungi KUA",
  },
};
