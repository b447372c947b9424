// Texts of the Profil KUA page. Address and contact come from data/office.json. Validated by ProfileSchema
// (profile.schema.ts). The six services follow the KUA functions of PMA 24/2024 (domain-facts §8.1); the
// zakat service is titled "Bimbingan Zakat", not the specification's "Pengelolaan Zakat": the KUA guides,
// it does not manage zakat (decision 092). The values explain the footer's four badges (domain-facts §8.2;
// decision 150).
export const profile = {
  about: {
    title: "Tentang KUA Kecamatan Coblong",
    paragraphs: [
      "Kantor Urusan Agama (KUA) Kecamatan Coblong adalah unit pelaksana teknis Kantor Kementerian Agama Kota Bandung yang melayani urusan agama Islam di tingkat kecamatan.",
      "Selain pencatatan nikah dan rujuk, KUA memberikan bimbingan perkawinan dan keluarga sakinah, bimbingan kemasjidan, konsultasi syariah, serta bimbingan zakat dan wakaf. Kepala KUA bertindak sebagai Pejabat Pembuat Akta Ikrar Wakaf (PPAIW) bagi warga yang ingin berwakaf.",
    ],
  },
  // SAMPLE DATA: the name, title and quote below are invented for the sample office. Replace them with
  // the real head of the Kantor Kementerian Agama Kota Bandung and a quote the person has approved.
  leader: {
    heading: "Sambutan Kepala Kantor",
    name: "H. Ahmad Fauzan, S.Ag., M.Si.",
    role: "Kepala Kantor Kementerian Agama Kota Bandung",
    quote:
      "Wakaf adalah amal yang manfaatnya terus mengalir. Kami mengajak masyarakat mencatatkan dan menyertifikatkan tanah wakaf agar terlindungi secara hukum dan bermanfaat bagi umat.",
    image: {
      file: "profile/kepala-kantor.svg",
      alt: "Ilustrasi potret Kepala Kantor Kementerian Agama Kota Bandung",
      width: 320,
      height: 320,
    },
  },
  contact: {
    title: "Alamat dan Kontak",
    addressLabel: "Alamat",
    phoneLabel: "Telepon",
    emailLabel: "Email",
    hoursLabel: "Jam Layanan",
  },
  vision: {
    title: "Visi",
    text: "Terwujudnya masyarakat Kecamatan Coblong yang taat beragama, rukun, dan sejahtera melalui layanan KUA yang prima dan berdampak.",
  },
  missions: {
    title: "Misi",
    items: [
      "Memberikan layanan nikah, rujuk, dan perwakafan yang cepat, transparan, dan akuntabel.",
      "Meningkatkan pemahaman masyarakat tentang wakaf, zakat, dan keluarga sakinah melalui bimbingan dan penyuluhan.",
      "Mendorong pencatatan, sertifikasi, dan pengelolaan tanah wakaf yang tertib dan produktif.",
    ],
  },
  services: {
    title: "Layanan KUA",
    items: [
      {
        id: "pencatatan-nikah",
        title: "Pencatatan Nikah",
        description: "Pelayanan, pengawasan, dan pencatatan nikah dan rujuk.",
        icon: "heart-handshake",
      },
      {
        id: "wakaf-sertifikasi",
        title: "Wakaf & Sertifikasi",
        description: "Ikrar wakaf di hadapan PPAIW, pengesahan nazhir, dan pendaftaran tanah wakaf ke Kantor Pertanahan.",
        icon: "landmark",
      },
      {
        id: "bimbingan-perkawinan",
        title: "Bimbingan Perkawinan",
        description: "Bimbingan bagi calon pengantin untuk membangun keluarga sakinah.",
        icon: "users",
      },
      {
        id: "konsultasi-keluarga",
        title: "Konsultasi Keluarga",
        description: "Konsultasi keluarga dan syariah bagi masyarakat.",
        icon: "messages-square",
      },
      {
        id: "bimbingan-zakat",
        title: "Bimbingan Zakat",
        description: "Bimbingan zakat bagi masyarakat dan pengelola zakat.",
        icon: "hand-coins",
      },
      {
        id: "pembinaan-masjid",
        title: "Pembinaan Masjid",
        description: "Bimbingan kemasjidan bagi pengurus DKM dan jemaah.",
        icon: "building",
      },
    ],
  },
  values: {
    title: "Nilai dan Program Kemenag",
    intro: "Empat lencana di kaki setiap halaman portal ini adalah semboyan, nilai, dan program Kementerian Agama yang kami pegang dalam melayani.",
    items: [
      {
        name: "Ikhlas Beramal",
        meaning:
          "Semboyan pada lambang resmi Kementerian Agama, tertulis pada pita di bawah kitab suci: pegawai Kemenag melayani masyarakat dan negara dengan niat tulus sebagai ibadah.",
      },
      {
        name: "Kemenag Berdampak",
        meaning:
          "Tema Asta Protas, delapan program prioritas Menteri Agama untuk 2025–2029: program yang manfaatnya benar-benar dirasakan masyarakat, antara lain ekoteologi (termasuk wakaf pohon oleh calon pengantin), layanan keagamaan berdampak, dan pemberdayaan ekonomi umat melalui zakat dan wakaf.",
      },
      {
        name: "Kemenag ASRI",
        meaning:
          "Gerakan sejak 2025, bagian dari program ekoteologi, agar kantor Kementerian Agama Aman, Sejuk, Rindang, dan Indah: “Lingkungan Asri, Inspirasi Sepanjang Hari”.",
      },
      {
        name: "ASN BerAKHLAK",
        meaning:
          "Nilai dasar seluruh aparatur sipil negara sejak 2021: Berorientasi pelayanan, Akuntabel, Kompeten, Harmonis, Loyal, Adaptif, dan Kolaboratif, dengan slogan “Bangga Melayani Bangsa”.",
      },
    ],
  },
};
