// The seven regulations of SPEC §2 (Dasar Hukum), with the titles verified in
// the project's checked fact sheet on wakaf law (UU, PP, PMA, Peraturan BWI).
//
// `url` is the address of the official document. Every url is empty for now (SPEC §9): the open button
// then shows the "Link Belum Tersedia" notice. Fill in a full https:// address once the office has
// checked an official file (e.g. on jdih.kemenag.go.id or bwi.go.id); the button then opens it in a
// new tab.
//
// Peraturan BWI Nomor 2 Tahun 2020: its subject could not be verified, so it has no `subject`. Do not
// add one until the title has been checked on bwi.go.id.
export const laws = {
  categories: [
    {
      id: "undang-undang",
      name: "Undang-Undang",
      icon: "landmark",
      gradient: "emerald",
      laws: [
        {
          id: "uu-41-2004",
          title: "Undang-Undang Nomor 41 Tahun 2004",
          subject: "tentang Wakaf",
          summary: "Undang-undang pokok perwakafan: pengertian, unsur, wakif, nazhir, harta, ikrar, wakaf uang, pendaftaran, dan sanksi.",
          url: "",
        },
      ],
    },
    {
      id: "peraturan-pemerintah",
      name: "Peraturan Pemerintah",
      icon: "scroll-text",
      gradient: "teal",
      laws: [
        {
          id: "pp-42-2006",
          title: "Peraturan Pemerintah Nomor 42 Tahun 2006",
          subject: "tentang Pelaksanaan Undang-Undang Nomor 41 Tahun 2004 tentang Wakaf",
          summary: "Mengatur nazhir, jenis harta wakaf, Akta Ikrar Wakaf dan PPAIW, pendaftaran, serta wakaf uang.",
          url: "",
        },
        {
          id: "pp-25-2018",
          title: "Peraturan Pemerintah Nomor 25 Tahun 2018",
          subject: "tentang Perubahan atas Peraturan Pemerintah Nomor 42 Tahun 2006 tentang Pelaksanaan Undang-Undang Nomor 41 Tahun 2004 tentang Wakaf",
          summary: "Perubahan untuk perlindungan serta pengelolaan harta wakaf yang lebih efektif, efisien, dan akuntabel.",
          url: "",
        },
      ],
    },
    {
      id: "peraturan-menteri-agama",
      name: "Peraturan Menteri Agama",
      icon: "book-open",
      gradient: "sky",
      laws: [
        {
          id: "pma-73-2013",
          title: "Peraturan Menteri Agama Nomor 73 Tahun 2013",
          subject: "tentang Tata Cara Perwakafan Benda Tidak Bergerak dan Benda Bergerak Selain Uang",
          summary: "Tata cara perwakafan yang dijalankan di KUA.",
          url: "",
        },
        {
          id: "pma-4-2009",
          title: "Peraturan Menteri Agama Nomor 4 Tahun 2009",
          subject: "tentang Administrasi Pendaftaran Wakaf Uang",
          url: "",
        },
      ],
    },
    {
      id: "peraturan-bwi",
      name: "Peraturan BWI",
      icon: "building-2",
      gradient: "amber",
      laws: [
        {
          id: "perban-bwi-1-2020",
          title: "Peraturan Badan Wakaf Indonesia Nomor 1 Tahun 2020",
          subject: "tentang Pedoman Pengelolaan dan Pengembangan Harta Benda Wakaf",
          url: "",
        },
        {
          id: "perban-bwi-2-2020",
          title: "Peraturan Badan Wakaf Indonesia Nomor 2 Tahun 2020",
          url: "",
        },
      ],
    },
  ],
};
