// Questions and answers of the Si Wakaf assistant. Every answer comes from the project's checked fact sheet on wakaf law
// (paraphrased, never quoted; sections named in `source`), and `link` is the page section a visitor reads
// next ("/page#section"; the sections are listed in assistant-anchors.ts). `questions` are ways visitors
// ask it; `keywords` are extra words that should find it. `npm run build` checks this file
// (assistant-qa.schema.ts): a link to a page or section that does not exist stops the build.
//
// Office figures (address, phone, hours, the wakaf sites and their totals) are NOT written here: the
// assistant reads them from data/office.json and sites.geojson at every build, so they never go stale.
import { assistantQaHukum } from "./assistant-qa-hukum";
import { assistantQaProsedur } from "./assistant-qa-prosedur";

export const assistantQa = {
  entries: [
    {
      id: "pengertian-wakaf",
      questions: ["Apa itu wakaf?", "Wakaf itu apa?", "Pengertian wakaf", "Arti wakaf", "Pengertian wakaf menurut undang-undang"],
      keywords: "wakaf arti makna maksud definisi pengertian undang",
      answer:
        "Menurut UU 41/2004 Pasal 1 angka 1, wakaf adalah perbuatan hukum wakif untuk memisahkan dan/atau menyerahkan sebagian harta miliknya agar dimanfaatkan selamanya atau untuk jangka waktu tertentu, guna keperluan ibadah dan/atau kesejahteraan umum menurut syariah. Tanah hak milik hanya dapat diwakafkan untuk selamanya.",
      source: "UU 41/2004 Pasal 1 angka 1; PP 42/2006 Pasal 18 ayat (1)",
      link: "/literasi-wakaf#pengertian",
    },
    {
      id: "wakif",
      questions: ["Siapa itu wakif?", "Apa arti wakif?", "Orang yang disebut wakif itu siapa?", "Siapa yang boleh menjadi wakif?", "Apakah perusahaan boleh berwakaf?", "Apa yang dimaksud wakif menurut undang-undang?", "Apa syarat wakif organisasi atau badan hukum?"],
      keywords: "disebut dimaksud pewakaf pemberi perseorangan organisasi badan hukum perusahaan yayasan lembaga",
      answer:
        "Wakif adalah pihak yang mewakafkan harta miliknya: perseorangan, organisasi, atau badan hukum. Wakif perseorangan harus dewasa, berakal sehat, tidak terhalang melakukan perbuatan hukum, dan pemilik sah hartanya (Pasal 8); organisasi dan badan hukum hanya dapat berwakaf sesuai anggaran dasarnya.",
      source: "UU 41/2004 Pasal 1 angka 2, Pasal 7–8",
      link: "/literasi-wakaf#rukun",
    },
    {
      id: "syarat-wakif",
      questions: ["Apa syarat menjadi wakif?", "Syarat orang yang berwakaf", "Apakah anak kecil boleh berwakaf?", "Umur berapa seseorang boleh menjadi wakif?"],
      keywords: "dewasa berakal sehat cakap umur usia anak kecil remaja belum baligh gila waras gangguan jiwa pengampuan pikun linglung hilang ingatan lupa pelupa demensia alzheimer sepuh uzur",
      answer:
        "Menurut UU 41/2004 Pasal 8 ayat (1), wakif perseorangan harus dewasa, berakal sehat, tidak terhalang melakukan perbuatan hukum, dan pemilik sah harta yang diwakafkan. Jadi anak yang belum dewasa belum dapat menjadi wakif; dalam fikih, wakif harus baligh dan berakal.",
      source: "UU 41/2004 Pasal 8 ayat 1",
      link: "/literasi-wakaf#syarat",
    },
    {
      id: "rukun-wakaf",
      questions: ["Apa saja rukun wakaf?", "Rukun wakaf ada berapa?", "Sebutkan rukun wakaf"],
      keywords: "rukun empat wakif mauquf bih alaih sighat fikih jumhur ulama",
      answer:
        "Menurut jumhur ulama, rukun wakaf ada empat: wakif (yang berwakaf), mauquf bih (harta yang diwakafkan), mauquf 'alaih (penerima manfaat), dan sighat (ikrar wakaf).",
      source: "Fikih wakaf (jumhur ulama)",
      link: "/literasi-wakaf#rukun",
    },
    {
      id: "unsur-wakaf",
      questions: ["Apa saja unsur wakaf menurut UU 41/2004?", "Unsur wakaf ada berapa?", "Enam unsur wakaf"],
      keywords: "unsur enam pasal 6 jangka waktu peruntukan",
      answer:
        "UU 41/2004 menetapkan enam unsur wakaf: wakif, nazhir, harta benda wakaf, ikrar wakaf, peruntukan harta benda wakaf, dan jangka waktu wakaf, unsur keenam (untuk tanah hak milik: selamanya). Fikih klasik menyebut empat rukun (wakif, mauquf bih, mauquf 'alaih, sighat): nazhir bukan rukun, tetapi wajib menurut undang-undang.",
      source: "UU 41/2004 Pasal 6",
      link: "/literasi-wakaf#rukun",
    },
    {
      id: "syarat-rukun",
      questions: ["Apa syarat dan rukun wakaf?", "Syarat sah wakaf apa saja?"],
      keywords: "syarat rukun sah wakaf",
      answer:
        "Rukun wakaf ada empat: wakif, mauquf bih, mauquf 'alaih, dan sighat. Syaratnya antara lain: wakif dewasa, berakal sehat, dan pemilik sah hartanya; harta dimiliki secara sah dan bebas sengketa; penerima manfaat jelas dan untuk kebaikan; ikrar jelas, di hadapan PPAIW dengan 2 saksi.",
      source: "Fikih wakaf; UU 41/2004 Pasal 8, 15, 17",
      link: "/literasi-wakaf#syarat",
    },
    {
      id: "mauquf-bih",
      questions: ["Apa itu mauquf bih?", "Apa arti mauquf bih?"],
      keywords: "mauquf bih harta benda diwakafkan",
      answer: "Mauquf bih adalah harta benda yang diwakafkan. Harta itu harus tahan lama atau bermanfaat jangka panjang dan bernilai ekonomi menurut syariah.",
      source: "UU 41/2004 Pasal 1 angka 5",
      link: "/literasi-wakaf#rukun",
    },
    {
      id: "mauquf-alaih",
      questions: ["Apa itu mauquf 'alaih?", "Siapa penerima manfaat wakaf?", "mauquf alaih teh naon artina?"],
      keywords: "mauquf alaih arti artinya maksud penerima manfaat tujuan",
      answer:
        "Mauquf 'alaih adalah pihak yang ditunjuk untuk menerima manfaat wakaf sesuai kehendak wakif dalam Akta Ikrar Wakaf. Penerimanya harus jelas dan untuk tujuan kebaikan, tidak untuk maksiat.",
      source: "PP 42/2006 Pasal 1",
      link: "/literasi-wakaf#syarat",
    },
    {
      id: "syarat-harta",
      questions: ["Apa syarat harta yang boleh diwakafkan?", "Tanah sengketa boleh diwakafkan?", "Tanah yang sedang dijaminkan di bank boleh diwakafkan?", "Tanah titipan atau sewaan boleh saya wakafkan?"],
      keywords: "harta tanah milik sah sengketa sitaan sita jaminan agunan gadai bank perkara",
      answer:
        "Harta hanya boleh diwakafkan bila dimiliki dan dikuasai wakif secara sah. Untuk tanah: harus bebas dari sengketa, perkara, dan sitaan, serta tidak sedang dijaminkan: tanah yang masih menjadi jaminan utang (misalnya agunan KPR di bank) tidak dapat diwakafkan sebelum bebas dari jaminan. Sebaliknya, tanah yang sudah diwakafkan dilarang dijadikan jaminan (UU 41/2004 Pasal 40).",
      source: "UU 41/2004 Pasal 15 dan Pasal 40; PP 42/2006 Pasal 17 ayat 3",
      link: "/literasi-wakaf#syarat",
    },
    {
      id: "jenis-harta",
      questions: [
        "Harta apa saja yang bisa diwakafkan?",
        "Apa itu benda bergerak dan tidak bergerak dalam wakaf?",
        "Apa beda benda bergerak dan tidak bergerak dalam wakaf?",
        "Bolehkah mewakafkan mobil atau emas?",
        "Apakah wakaf harus berupa tanah?",
      ],
      keywords: "beda perbedaan jenis harta benda bergerak tidak bergerak tanah bangunan kendaraan mobil motor emas logam mulia saham surat berharga hak kekayaan intelektual hak cipta paten merek sewa rumah susun",
      answer:
        "Wakaf tidak harus tanah. Menurut UU 41/2004 Pasal 16, harta wakaf dapat berupa benda tidak bergerak (tanah, bangunan atau bagian bangunan, tanaman, satuan rumah susun) atau benda bergerak (uang, logam mulia seperti emas, surat berharga, kendaraan seperti mobil, hak kekayaan intelektual, hak sewa, dan benda bergerak lain sesuai syariah). PP 42/2006 Pasal 15 membaginya menjadi tiga jenis: benda tidak bergerak, benda bergerak selain uang, dan benda bergerak berupa uang.",
      source: "UU 41/2004 Pasal 16; PP 42/2006 Pasal 15",
      link: "/literasi-wakaf#jenis",
    },
    {
      id: "wakaf-uang",
      questions: [
        "Apa itu wakaf uang?",
        "Bagaimana cara wakaf uang?",
        "Di mana bisa berwakaf uang?",
        "Apakah wakaf uang boleh?",
        "Siapa yang menerbitkan Sertifikat Wakaf Uang?",
        "Apa bukti wakaf uang?",
        "Kapan MUI mengeluarkan fatwa wakaf uang?",
        "Pokok wakaf uang boleh dipakai habis?",
      ],
      keywords: "uang tunai rupiah lks pwu lembaga keuangan syariah bank sertifikat wakaf uang fatwa mui transfer tertulis pokok habis dihabiskan dibelanjakan",
      answer:
        "Wakaf uang dinyatakan tertulis dan diserahkan dalam rupiah melalui Lembaga Keuangan Syariah Penerima Wakaf Uang (LKS-PWU) yang ditunjuk Menteri. LKS-PWU menerbitkan Sertifikat Wakaf Uang bagi wakif dan nazhir, lalu mendaftarkannya kepada Menteri paling lambat 7 hari kerja. Fatwa MUI 11 Mei 2002: wakaf uang boleh (jawaz), surat berharga termasuk uang, dan pokoknya harus tetap terjaga, tidak dihabiskan, dijual, dihibahkan, atau diwariskan; yang disalurkan hasil pengelolaannya.",
      source: "UU 41/2004 Pasal 28–30; PP 42/2006 Pasal 22",
      link: "/literasi-wakaf#jenis",
    },
    {
      id: "wakaf-produktif",
      questions: ["Bagaimana tanah wakaf dikelola secara produktif?", "Apa itu wakaf produktif?", "Bolehkah tanah wakaf disewakan?", "Contoh wakaf produktif"],
      keywords: "dimaksud maksud produktif usaha sewa disewakan dikembangkan investasi hasil keuntungan kebun sawah panen petani",
      answer:
        "Wakaf produktif berarti harta wakaf dikelola secara produktif, misalnya disewakan, ditanami (sawah, kebun), atau diusahakan sesuai syariah. Pokoknya tetap terjaga dan hasilnya disalurkan kepada mauquf 'alaih (penerima manfaat); nazhir hanya boleh menerima imbalan paling banyak 10% dari hasil bersih pengelolaannya (Pasal 12). Nazhir wajib mengelola dan mengembangkan harta wakaf secara produktif (Pasal 43), dengan lembaga penjamin syariah bila perlu penjaminan.",
      source: "UU 41/2004 Pasal 12 dan 42–43",
      link: "/literasi-wakaf#jenis",
    },
    {
      id: "wakaf-berjangka",
      questions: [
        "Apakah wakaf boleh untuk jangka waktu tertentu?",
        "Bisakah wakaf sementara?",
        "Wakaf berjangka itu apa?",
        "Wakaf tanah untuk 10 tahun boleh?",
        "tanah diwakafkan sementara, nanti diambil lagi bisa?",
        "wakaf tanah sawatara waktu wungkul, kenging?",
        "wakaf tanah selamanya atau bisa dibatasi?",
      ],
      keywords: "jangka waktu tertentu sementara berjangka selama selamanya temporer dibatasi batas tahun muaqqat hak milik",
      answer:
        "Untuk tanah hak milik tidak boleh: menurut PP 42/2006 Pasal 18 ayat (1), tanah hak milik hanya dapat diwakafkan untuk selamanya. Wakaf berjangka hanya mungkin untuk harta lain, misalnya wakaf uang, atau hak guna bangunan dan hak pakai di atas tanah hak pengelolaan atau hak milik (Pasal 17 ayat (1) huruf c); jangka waktunya dicatat dalam Akta Ikrar Wakaf. Dalam fikih, jumhur ulama mensyaratkan wakaf selamanya, sedangkan Imam Malik membolehkan wakaf sementara.",
      source: "UU 41/2004 Pasal 1 angka 1 dan Pasal 6; PP 42/2006 Pasal 17 ayat (1) huruf c dan Pasal 18 ayat (1); fikih wakaf (jumhur ulama, Imam Malik)",
      link: "/literasi-wakaf#pengertian",
    },
    {
      id: "nazhir",
      questions: ["Apa itu nazhir?", "Siapa yang boleh menjadi nazhir?", "Apa syarat nazhir?"],
      keywords: "nazhir pengelola pengurus syarat wni islam amanah perseorangan organisasi badan hukum",
      answer:
        "Nazhir menerima harta wakaf dari wakif untuk dikelola dan dikembangkan; dapat berupa perseorangan, organisasi, atau badan hukum. Nazhir perseorangan: WNI, beragama Islam, dewasa, amanah, mampu jasmani dan rohani, tidak terhalang melakukan perbuatan hukum. Organisasi atau badan hukum: bergerak di bidang sosial, pendidikan, kemasyarakatan, dan/atau keagamaan Islam, dengan pengurus yang memenuhi syarat perseorangan. Nazhir dibina oleh Menteri Agama dan BWI.",
      source: "UU 41/2004 Pasal 1 angka 4, Pasal 9–10",
      link: "/literasi-wakaf#rukun",
    },
    {
      id: "nazhir-jumlah",
      questions: ["Nazhir minimal berapa orang?", "Berapa jumlah nazhir perseorangan?", "Berapa lama masa jabatan nazhir?", "Bolehkah nazhir hanya satu orang?"],
      keywords: "minimal tiga 3 orang jumlah cukup dua berdua seorang sendirian kurang masa jabatan bakti lima tahun kecamatan domisili",
      answer:
        "Nazhir perseorangan berupa kelompok paling sedikit 3 orang, salah satunya tinggal di kecamatan letak harta wakaf. Nazhir didaftarkan ke Menteri dan BWI melalui KUA, dengan masa jabatan 5 tahun yang dapat diperpanjang.",
      source: "PP 42/2006",
      link: "/literasi-wakaf#tata-cara",
    },
    {
      id: "tugas-nazhir",
      questions: ["Apa tugas nazhir?", "Kewajiban nazhir apa saja?", "Nazhir melapor kepada siapa?"],
      keywords: "tugas kewajiban mengadministrasikan mengelola mengembangkan mengawasi melindungi melaporkan laporan",
      answer:
        "Tugas nazhir menurut UU 41/2004 Pasal 11: mengadministrasikan harta wakaf; mengelola dan mengembangkannya sesuai tujuan, fungsi, dan peruntukannya; mengawasi dan melindunginya; serta melaporkan pelaksanaan tugas kepada BWI. Pasal 42 menegaskan bahwa nazhir wajib mengelola dan mengembangkan harta wakaf sesuai peruntukannya; menurut Pasal 43, pengelolaannya sesuai prinsip syariah dan dilakukan secara produktif, dengan lembaga penjamin syariah bila perlu penjaminan.",
      source: "UU 41/2004 Pasal 11, 42, dan 43",
      link: "/literasi-wakaf#rukun",
    },
    {
      id: "hak-nazhir",
      questions: ["Apakah nazhir mendapat gaji?", "Berapa bagian nazhir dari hasil wakaf?", "Bolehkah nazhir digaji dari hasil wakaf?", "Apa saja hak nazhir?", "Nazhir boleh mengambil berapa dari hasil sewa wakaf?"],
      keywords: "gaji upah imbalan bagian hak persen 10 sepuluh hasil bersih",
      answer:
        "Menurut UU 41/2004 Pasal 12, nazhir boleh menerima imbalan paling banyak 10% dari hasil bersih pengelolaan dan pengembangan harta wakaf. Nazhir juga mendapat pembinaan dari Menteri Agama dan BWI.",
      source: "UU 41/2004 Pasal 12",
      link: "/literasi-wakaf#rukun",
    },
    {
      id: "sertifikat-atas-nama-nazhir",
      questions: ["Sertifikat tanah wakaf atas nama siapa?", "Apakah tanah wakaf menjadi milik nazhir?"],
      keywords: "sertifikat atas nama nazhir pemilik milik",
      answer:
        "Sertifikat tanah wakaf diterbitkan atas nama nazhir, tetapi nazhir tidak menjadi pemilik tanah itu. Nazhir hanya mengelolanya sesuai peruntukan wakaf, jadi tanah itu tidak dapat dijual atau diwariskan, termasuk kepada ahli waris nazhir (UU 41/2004 Pasal 40). Bila nazhir meninggal, menurut Pasal 45, BWI menggantinya melalui KUA dan wakafnya tetap berlaku.",
      source: "PP 42/2006; UU 41/2004 Pasal 40 dan 45",
      link: "/literasi-wakaf#tata-cara",
    },
    {
      id: "tidak-dapat-dibatalkan",
      questions: ["Apakah wakaf bisa dibatalkan?", "Bolehkah ahli waris menarik kembali tanah wakaf?", "Wakaf bisa diminta kembali?", "Wakif menyesal, bisakah ikrarnya dibatalkan?"],
      keywords: "batal dibatalkan tarik kembali cabut ahli waris keluarga minta diambil ambil lagi dikembalikan",
      answer:
        "Tidak. Menurut UU 41/2004 Pasal 3, wakaf yang sudah diikrarkan tidak dapat dibatalkan, sehingga wakif maupun ahli warisnya tidak dapat menarik kembali harta wakaf. Surat perjanjian atau pernyataan bermeterai yang menyebut tanah wakaf bisa diambil lagi tidak dapat mengalahkan Akta Ikrar Wakaf. Penggantian nazhir pun tidak membatalkan wakaf.",
      source: "UU 41/2004 Pasal 3 dan Pasal 17 ayat (2); ulasan APRI",
      link: "/literasi-wakaf#pengertian",
    },
    {
      id: "larangan",
      questions: ["Bolehkah tanah wakaf dijual?", "Apa yang dilarang terhadap harta wakaf?", "Tanah wakaf boleh diwariskan?"],
      keywords: "jual dijual dilarang larangan wariskan hibah gadai jaminkan sita disita utang bank pengadilan alihkan",
      answer:
        "Tidak boleh. Menurut UU 41/2004 Pasal 40, harta wakaf dilarang dijadikan jaminan, disita, dihibahkan, dijual, diwariskan, ditukar, atau dialihkan dalam bentuk apa pun. Pengecualiannya hanya penukaran (ruislag), misalnya untuk kepentingan umum sesuai tata ruang (RUTR), dengan izin tertulis Menteri Agama atas persetujuan BWI, dengan pengganti yang manfaat dan nilainya minimal sama (Pasal 41).",
      source: "UU 41/2004 Pasal 40 dan 41",
      link: "/literasi-wakaf#pengertian",
    },
    {
      id: "sanksi",
      questions: ["Apa sanksi menjual tanah wakaf?", "Hukuman bagi yang menyalahgunakan harta wakaf", "Pengurus menjual tanah wakaf diam-diam, bisa dipidana?", "Sertifikat tanah wakaf dijaminkan ke bank, ada sanksinya?"],
      keywords: "sanksi pidana hukuman penjara denda 5 lima tahun 500 juta jaminkan jaminan gadai agunan",
      answer:
        "Harta wakaf dilarang dijadikan jaminan, dijual, atau dialihkan (UU 41/2004 Pasal 40). Menurut Pasal 67 ayat (1), orang yang dengan sengaja menjaminkan, menghibahkan, menjual, mewariskan, atau mengalihkan harta wakaf dapat dipidana penjara paling lama 5 tahun dan/atau denda paling banyak Rp500 juta.",
      source: "UU 41/2004 Pasal 40 dan Pasal 67 ayat 1",
      link: "/literasi-wakaf#pengertian",
    },
    {
      id: "tukar-guling",
      questions: [
        "Bolehkah tanah wakaf ditukar?",
        "Apa itu tukar guling (ruislag) tanah wakaf?",
        "Syarat tukar guling tanah wakaf apa?",
        "tanah wakaf mau dituker sama tanah lain bisa?",
        "taneuh wakaf ditukeurkeun, kenging?",
        "ruislag wakap izinnya ke siapa",
      ],
      keywords: "tukar ditukar penukaran tukar guling ruislag izin persetujuan bwi menteri pengganti nilai sama seimbang proyek jalan tol pemerintah kepentingan umum tata ruang",
      answer:
        "Boleh hanya dengan izin. Penukaran (tukar guling atau ruislag) memerlukan izin tertulis Menteri Agama atas persetujuan BWI, yaitu bila untuk kepentingan umum sesuai tata ruang (RUTR), tidak dapat dipergunakan lagi sesuai ikrar, atau untuk keperluan keagamaan langsung dan mendesak; nilai dan manfaat penggantinya paling sedikit sama. Bila tanahnya tetap dan hanya penggunaannya diubah (musala jadi madrasah, misalnya), itu perubahan peruntukan: cukup izin tertulis BWI (Pasal 44).",
      source: "UU 41/2004 Pasal 40, 41, 44, dan 49; PP 42/2006 Pasal 49",
      link: "/literasi-wakaf#pengertian",
    },
    {
      id: "peruntukan",
      questions: ["Untuk apa saja harta wakaf boleh digunakan?", "Apa peruntukan harta wakaf?", "Peruntukan wakaf apa saja?", "Tanah wakaf boleh dipakai untuk apa saja?", "Bolehkah wakaf untuk sekolah?", "Wakaf untuk pesantren atau klinik boleh?"],
      keywords: "peruntukan digunakan kepentingan dipakai ibadah pendidikan kesehatan fakir miskin yatim beasiswa ekonomi umat makam kuburan pemakaman umum sekolah madrasah pesantren klinik rumah sakit",
      answer:
        "Menurut UU 41/2004 Pasal 22, harta wakaf hanya boleh diperuntukkan bagi: sarana dan kegiatan ibadah; pendidikan dan kesehatan; bantuan bagi fakir miskin, anak terlantar, yatim piatu, dan beasiswa; kemajuan ekonomi umat; atau kesejahteraan umum lain yang tidak bertentangan dengan syariah dan undang-undang.",
      source: "UU 41/2004 Pasal 22",
      link: "/literasi-wakaf#manfaat",
    },
    {
      id: "ubah-peruntukan",
      questions: ["Bolehkah peruntukan wakaf diubah?", "Masjid wakaf mau dijadikan sekolah, boleh?"],
      keywords: "ubah mengubah perubahan peruntukan alih fungsi izin bwi tertulis",
      answer:
        "Nazhir tidak boleh mengubah peruntukan harta wakaf tanpa izin tertulis dari BWI (UU 41/2004 Pasal 44). Bila wakif tidak menetapkan peruntukan saat ikrar, nazhir dapat menetapkannya sesuai tujuan dan fungsi wakaf (Pasal 23).",
      source: "UU 41/2004 Pasal 23 dan 44",
      link: "/literasi-wakaf#manfaat",
    },
    {
      id: "peruntukan-tidak-ditetapkan",
      questions: [
        "Kalau wakif tidak menentukan peruntukan wakafnya, bagaimana?",
        "Wakif tidak menyebut tanahnya untuk apa saat ikrar, lalu bagaimana?",
        "Siapa yang menetapkan peruntukan wakaf bila wakif tidak menetapkannya?",
      ],
      keywords: "peruntukan tidak ditetapkan tidak disebut tidak ditentukan nazhir menetapkan tujuan fungsi",
      answer:
        "Peruntukan harta wakaf ditetapkan wakif saat ikrar. Bila wakif tidak menetapkannya, nazhir dapat menetapkan peruntukan yang sesuai dengan tujuan dan fungsi wakaf (UU 41/2004 Pasal 23); peruntukannya tetap terbatas pada yang dibolehkan Pasal 22, seperti ibadah, pendidikan, kesehatan, atau bantuan bagi fakir miskin.",
      source: "UU 41/2004 Pasal 22 dan 23",
      link: "/literasi-wakaf#manfaat",
    },
    {
      id: "tata-cara",
      questions: [
        "Bagaimana cara berwakaf di KUA?",
        "Bagaimana prosedur wakaf tanah?",
        "Langkah-langkah mendaftarkan wakaf tanah",
        "kumaha carana wakaf taneuh di KUA",
        "alur pengurusan sertifikat wakaf",
        "cara wakafin tanah gmn",
        "Mau wakaf tanah, harus ke mana dulu?",
        "bade wakaf taneuh, kedah ka mana heula?",
      ],
      keywords: "cara tata prosedur langkah alur proses mendaftar daftar urus mengurus kua ikrar mulai pertama dulu heula",
      answer:
        "Langkahnya: (1) musyawarahkan dengan keluarga dan siapkan berkas; (2) di KUA, Kepala KUA selaku PPAIW memeriksa berkas dan mengesahkan nazhir (W.5); (3) wakif mengucapkan ikrar di hadapan PPAIW, nazhir, dan 2 saksi, menandatangani Ikrar Wakaf (W.1), lalu terbit Akta Ikrar Wakaf (W.2) dan salinannya (W.2a); (4) paling lambat 7 hari kerja sejak AIW ditandatangani, PPAIW mendaftarkan tanah ke Kantor Pertanahan; sertifikat atas nama nazhir terbit setelah proses di BPN selesai.",
      source: "UU 41/2004 Pasal 17 dan 32; PMA 73/2013",
      link: "/literasi-wakaf#tata-cara",
    },
    {
      id: "dokumen",
      questions: [
        "Dokumen apa saja yang harus dibawa untuk wakaf tanah?",
        "Apa persyaratan berkas wakaf di KUA?",
        "Berkas apa saja untuk wakaf?",
        "syarat2 administrasi wakaf tanah",
        "naon wae nu kudu dibawa ka KUA pikeun wakaf",
        "Apa saja yang harus dibawa ke kantor KUA?",
        "Dokumen apa yang perlu disiapkan sebelum datang ke KUA?",
      ],
      keywords: "dokumen berkas bawa persyaratan ktp kk fotokopi sertifikat shm ajb girik letter c pbb sppt meterai surat keterangan sengketa",
      answer:
        "Bawa: fotokopi KTP dan KK wakif; fotokopi KTP nazhir (minimal 3 orang) atau akta badan hukum; fotokopi KTP 2 saksi; bukti kepemilikan (sertifikat yang sudah dicek di Kantor Pertanahan, atau AJB/girik/Letter C); surat keterangan tidak dalam sengketa dari kelurahan yang diketahui camat; SPPT PBB tahun terakhir dan meterai; serta persetujuan ahli waris atau pasangan bila perlu. Wakif, nazhir, dan 2 saksi hadir langsung.",
      source: "SOP pendaftaran wakaf tanah di KUA",
      link: "/literasi-wakaf#tata-cara",
    },
    {
      id: "saksi",
      questions: ["Berapa saksi untuk ikrar wakaf?", "Apakah ikrar wakaf perlu saksi?"],
      keywords: "saksi dua 2 orang menyaksikan",
      answer: "Ikrar wakaf diucapkan wakif kepada nazhir di hadapan PPAIW dan disaksikan oleh 2 orang saksi, lalu dituangkan dalam Akta Ikrar Wakaf (UU 41/2004 Pasal 17).",
      source: "UU 41/2004 Pasal 17",
      link: "/literasi-wakaf#syarat",
    },
    {
      id: "kuasa",
      questions: ["Apakah ikrar wakaf bisa diwakilkan?", "Wakif tidak bisa hadir ke KUA, bagaimana?"],
      keywords: "wakil diwakilkan kuasa surat kuasa tidak hadir berhalangan sakit luar kota",
      answer:
        "Bisa. Menurut UU 41/2004 Pasal 18, wakif yang berhalangan hadir karena alasan yang sah dapat menunjuk kuasanya dengan surat kuasa yang dikuatkan oleh 2 orang saksi.",
      source: "UU 41/2004 Pasal 18",
      link: "/literasi-wakaf#tata-cara",
    },
    {
      id: "ppaiw",
      questions: [
        "Apa itu PPAIW?",
        "Siapa PPAIW di KUA?",
        "Siapa yang membuat Akta Ikrar Wakaf?",
        "Wakaf tanah harus pakai akta notaris?",
        "ppaiw teh saha",
        "pejabat pembuat akta wakaf siapa",
        "Apa hubungan Kepala KUA dengan wakaf?",
      ],
      keywords: "ppaiw pejabat pembuat membuat akta kepala kua notaris",
      answer:
        "PPAIW adalah Pejabat Pembuat Akta Ikrar Wakaf, pejabat yang diangkat dan ditetapkan Menteri Agama untuk membuat Akta Ikrar Wakaf. Di kecamatan, PPAIW adalah Kepala KUA: di hadapannya wakif mengucapkan ikrar wakaf tanah, dan PPAIW pula yang atas nama nazhir mendaftarkan tanah wakaf ke Kantor Pertanahan.",
      source: "UU 41/2004 Pasal 1 angka 6 dan Pasal 32",
      link: "/literasi-wakaf#tata-cara",
    },
    {
      id: "aiw",
      questions: ["Apa itu Akta Ikrar Wakaf?", "Apa isi AIW?", "Apa itu ikrar wakaf?", "Akta Ikrar Wakaf itu untuk apa?", "Apa beda ikrar wakaf dan Akta Ikrar Wakaf?"],
      keywords: "aiw akta ikrar w2 w1 isi bukti tertulis majelis",
      answer:
        "Ikrar wakaf adalah pernyataan kehendak wakif, lisan dan/atau tertulis, kepada nazhir. Akta Ikrar Wakaf (AIW) adalah bukti tertulisnya, dibuat PPAIW di KUA; isinya paling sedikit nama dan identitas wakif dan nazhir, data harta wakaf, peruntukan, dan jangka waktu. Sertifikat tanah wakaf atas nama nazhir lain lagi: diterbitkan Kantor Pertanahan setelah tanahnya didaftarkan.",
      source: "UU 41/2004 Pasal 1 angka 3, Pasal 17–21; PP 42/2006 Pasal 1 angka 6",
      link: "/literasi-wakaf#tata-cara",
    },
    {
      id: "akta-pengganti",
      questions: [
        "Wakif sudah meninggal dan wakafnya belum tercatat, bagaimana?",
        "Wakif sudah meninggal, dokumennya dari siapa?",
        "Apa itu akta pengganti akta ikrar wakaf?",
        "Apa beda AIW dan APAIW?",
        "Orang tua dulu mewakafkan tanah tapi belum ada aktanya",
        "wakaf jaman dulu ga ada surat-suratnya gimana",
      ],
      keywords: "wafat meninggal almarhum belum tercatat dicatat lama dulu aktanya surat pengganti apaiw w3 w3a ahli waris",
      answer:
        "Untuk wakaf lama yang belum tercatat, misalnya karena wakif telah wafat, PPAIW menerbitkan Akta Pengganti Akta Ikrar Wakaf (APAIW, formulir W.3, dengan salinan W.3a); Akta Ikrar Wakaf (AIW) sendiri dibuat saat ikrar di hadapan PPAIW. Dokumen wakif diganti dengan dokumen dari ahli waris, lalu tanahnya didaftarkan ke Kantor Pertanahan seperti wakaf biasa. Wakaf yang terjadi sebelum PP 28/1977 didaftarkan dengan formulir WD.",
      source: "Tata cara KUA (formulir W.3 dan WD)",
      link: "/literasi-wakaf#tata-cara",
    },
    {
      id: "pendaftaran-7-hari",
      questions: [
        "Berapa lama tanah wakaf didaftarkan ke BPN?",
        "Siapa yang mendaftarkan tanah wakaf ke Kantor Pertanahan?",
        "Dokumen apa yang diserahkan PPAIW ke BPN?",
        "Ke mana tanah wakaf dan salinan AIW didaftarkan setelah ikrar?",
      ],
      keywords: "pendaftaran daftar bpn kantor pertanahan 7 tujuh hari kerja lama waktu salinan kirim serahkan bukti",
      answer:
        "PPAIW atas nama nazhir mendaftarkan harta wakaf ke instansi berwenang paling lambat 7 hari kerja sejak Akta Ikrar Wakaf (AIW) ditandatangani, dengan menyerahkan salinan AIW beserta dokumen kepemilikannya. Untuk tanah, instansinya adalah Kantor Pertanahan (BPN), yang lalu menerbitkan sertifikat atas nama nazhir; bukti pendaftarannya diserahkan PPAIW kepada nazhir.",
      source: "UU 41/2004 Pasal 32",
      link: "/literasi-wakaf#tata-cara",
    },
    {
      id: "biaya",
      questions: [
        "Berapa biaya sertifikat tanah wakaf?",
        "Apakah wakaf di KUA bayar?",
        "Mengurus wakaf gratis atau tidak?",
        "Berapa biaya ganti nazhir di BPN?",
        "Bikin akta ikrar wakaf di KUA bayar atau gratis?",
        "sabaraha biayana ngurus wakaf",
        "brp ongkos sertipikat wakaf",
        "Sejak kapan pendaftaran tanah wakaf di BPN gratis?",
      ],
      keywords: "biaya ongkos bayar gratis rp0 nol pnbp sentuh tanahku ganti nazhir mou loket",
      answer:
        "Pendaftaran tanah wakaf di Kantor Pertanahan (BPN) biayanya Rp0, begitu pula penggantian nazhir (PP 128/2015 tentang PNBP ATR/BPN; dulu PP 13/2010 Pasal 22 ayat (1)); sejak MoU Kemenag–ATR/BPN 15 Desember 2021 ada loket khusus tanah wakaf. Biaya pengukuran, pemecahan sertifikat, atau pendaftaran pertama tanah belum bersertifikat dapat dikenakan; cek di Sentuh Tanahku atau Kantor Pertanahan. Di KUA, membuat Akta Ikrar Wakaf (AIW) biasanya gratis; hanya meterai dan fotokopi.",
      source: "PP 128/2015 tentang PNBP Kementerian ATR/BPN",
      link: "/literasi-wakaf#tata-cara",
    },
    {
      id: "bwi",
      questions: ["Apa itu BWI?", "Apa tugas Badan Wakaf Indonesia?", "BWI itu lembaga apa?", "wewenang bwi apa aja", "BWI dibentuk berdasarkan aturan apa?"],
      keywords: "bwi badan wakaf indonesia lembaga independen tugas membina dibentuk dasar",
      answer:
        "Badan Wakaf Indonesia (BWI) adalah lembaga independen yang dibentuk berdasarkan UU 41/2004 (Pasal 47) untuk memajukan dan mengembangkan perwakafan nasional; kedudukannya di ibu kota negara (Pasal 48). Tugasnya antara lain membina nazhir, mengelola wakaf berskala nasional dan internasional, memberi izin perubahan peruntukan dan penukaran harta wakaf, memberhentikan dan mengganti nazhir, serta memberi saran kebijakan perwakafan kepada Pemerintah.",
      source: "UU 41/2004 Pasal 47–49",
      link: "/dasar-hukum#kategori-peraturan-bwi",
    },
    {
      id: "siwak",
      questions: ["Apa itu SIWAK?", "Apakah ada aplikasi data wakaf dari Kemenag?", "Apa itu e-AIW?", "Bisa bikin akta ikrar wakaf online?", "e-AIW dibuka di mana?"],
      keywords: "siwak sistem informasi kemenag online digital elektronik e-aiw aplikasi data situs laman alamat akses",
      answer:
        "SIWAK (Sistem Informasi Wakaf) adalah sistem data wakaf Kementerian Agama di siwak.kemenag.go.id. KUA mencatat data wakaf di sana, dan Akta Ikrar Wakaf kini juga dapat dibuat secara digital (e-AIW).",
      source: "Kementerian Agama (SIWAK)",
      link: "/literasi-wakaf#tata-cara",
    },
    {
      id: "dalil-quran",
      questions: ["Apa dalil wakaf dalam Al-Qur'an?", "Ayat tentang wakaf"],
      keywords: "dalil quran ayat ali imran 92 kebajikan infak harta dicintai",
      answer:
        "Al-Qur'an tidak menyebut kata wakaf secara langsung. Dalil yang sering dipakai adalah QS. Ali 'Imran [3]: 92: kalian tidak akan meraih kebajikan yang sempurna sebelum menginfakkan sebagian harta yang kalian cintai (terjemahan makna). Tafsir Kemenag mengaitkannya dengan sahabat Abu Thalhah, yang lalu memberikan kebun terbaiknya.",
      source: "QS. Ali 'Imran [3]: 92",
      link: "/literasi-wakaf#dalil",
    },
    {
      id: "dalil-hadis",
      questions: ["Apa hadis tentang wakaf?", "Hadis sedekah jariyah"],
      keywords: "hadis hadits nabi muslim 1631 abu hurairah sedekah jariyah amal terputus tiga perkara riwayat perawi nomor",
      answer:
        "Hadis dari Abu Hurairah, diriwayatkan oleh Muslim (HR. Muslim no. 1631): apabila manusia meninggal dunia, terputuslah amalnya kecuali tiga perkara: sedekah jariyah, ilmu yang bermanfaat, dan anak saleh yang mendoakannya. Para ulama memandang wakaf sebagai bentuk sedekah jariyah yang paling jelas.",
      source: "HR. Muslim no. 1631",
      link: "/literasi-wakaf#dalil",
    },
    {
      id: "manfaat",
      questions: ["Apa manfaat wakaf?", "Apa keutamaan berwakaf?", "Kenapa harus berwakaf?", "Manfaat berwakaf apa saja?", "naon mangpaatna wakaf"],
      keywords: "manfaat keutamaan pahala jariyah mengalir kebaikan faedah",
      answer:
        "Wakaf adalah sedekah jariyah yang pahalanya terus mengalir meskipun wakif telah wafat. Manfaatnya juga dirasakan umat: sarana ibadah, pendidikan dan kesehatan, bantuan bagi fakir miskin dan yatim piatu, beasiswa, serta kemajuan ekonomi umat.",
      source: "HR. Muslim no. 1631; UU 41/2004 Pasal 22",
      link: "/literasi-wakaf#manfaat",
    },
    {
      id: "layanan-kua",
      questions: ["Apa saja layanan KUA?", "KUA melayani apa saja?"],
      keywords: "layanan kua melayani nikah rujuk bimbingan perkawinan zakat masjid konsultasi keluarga",
      answer:
        "KUA melayani pencatatan nikah dan rujuk, bimbingan perkawinan dan keluarga sakinah, bimbingan kemasjidan, konsultasi syariah dan keluarga, bimbingan zakat dan wakaf, termasuk ikrar wakaf di hadapan PPAIW dan pengesahan nazhir.",
      source: "PMA 24/2024",
      link: "/profil-kua#layanan-kua",
    },
    // The footer's four badges (domain-facts §8.2), explained on /profil-kua#nilai-kemenag (decision 150).
    {
      id: "ikhlas-beramal",
      questions: ["Apa arti Ikhlas Beramal?", "Apa semboyan Kementerian Agama?", "ikhlas beramal itu maksudnya apa"],
      keywords: "ikhlas beramal semboyan moto motto lambang logo kemenag kementerian agama pita tulus ibadah",
      answer:
        "Ikhlas Beramal adalah semboyan pada lambang resmi Kementerian Agama, tertulis pada pita di bawah kitab suci. Maknanya, pegawai Kemenag melayani masyarakat dan negara dengan niat yang tulus sebagai ibadah.",
      source: "KMA 58/1979, kemudian KMA 717/2006 (lambang Kementerian Agama)",
      link: "/profil-kua#nilai-kemenag",
    },
    {
      id: "kemenag-berdampak",
      questions: [
        "Apa itu Kemenag Berdampak?",
        "Apa itu Asta Protas?",
        "Apa program wakaf pohon untuk calon pengantin?",
        "Apa itu ekoteologi?",
      ],
      keywords: "kemenag berdampak asta protas program prioritas menteri agama ekoteologi pohon calon pengantin lingkungan",
      answer:
        "Kemenag Berdampak adalah tema Asta Protas, delapan program prioritas Menteri Agama Nasaruddin Umar untuk 2025–2029 yang diluncurkan 6–7 Maret 2025: program yang manfaatnya benar-benar dirasakan masyarakat. Salah satunya ekoteologi (kepedulian pada lingkungan), yang antara lain berupa wakaf pohon oleh calon pengantin. Program lainnya antara lain layanan keagamaan berdampak dan pemberdayaan ekonomi umat melalui zakat dan wakaf.",
      source: "Asta Protas Kementerian Agama (Maret 2025)",
      link: "/profil-kua#nilai-kemenag",
    },
    {
      id: "kemenag-asri",
      questions: ["Apa itu Kemenag ASRI?", "ASRI kepanjangannya apa?"],
      keywords: "kemenag asri aman sejuk rindang indah gerakan kantor hijau lingkungan",
      answer:
        "Kemenag ASRI adalah gerakan sejak 2025, bagian dari program ekoteologi, agar kantor-kantor Kementerian Agama Aman, Sejuk, Rindang, dan Indah, dengan slogan “Lingkungan Asri, Inspirasi Sepanjang Hari”.",
      source: "Gerakan Kemenag ASRI (2025)",
      link: "/profil-kua#nilai-kemenag",
    },
    {
      id: "asn-berakhlak",
      questions: ["Apa itu ASN BerAKHLAK?", "BerAKHLAK singkatan dari apa?"],
      keywords: "asn berakhlak nilai dasar pegawai aparatur sipil negara berorientasi pelayanan akuntabel kompeten harmonis loyal adaptif kolaboratif",
      answer:
        "BerAKHLAK adalah nilai dasar seluruh aparatur sipil negara (ASN), diluncurkan Presiden Joko Widodo pada 27 Juli 2021: Berorientasi pelayanan, Akuntabel, Kompeten, Harmonis, Loyal, Adaptif, dan Kolaboratif, dengan slogan “Bangga Melayani Bangsa”.",
      source: "SE MenPAN-RB No. 20 Tahun 2021",
      link: "/profil-kua#nilai-kemenag",
    },
    {
      id: "kuis",
      questions: ["Apakah ada kuis wakaf?", "Saya mau menguji pengetahuan wakaf"],
      keywords: "kuis quiz uji tes latihan soal pertanyaan skor",
      answer: "Ada. Kuis Wakaf berisi 10 pertanyaan pilihan ganda tentang wakaf, lengkap dengan skor dan jawaban yang benar.",
      link: "/kuis-wakaf",
    },
    {
      id: "kritik-saran",
      questions: ["Bagaimana cara menyampaikan kritik dan saran?", "Saya mau memberi masukan untuk KUA"],
      keywords: "kritik saran masukan keluhan aduan pengaduan usul formulir",
      answer: "Sampaikan kritik dan saran Anda melalui halaman Kritik & Saran: isi nama, email, dan pesan Anda, lalu kirim. Masukan Anda akan ditindaklanjuti oleh KUA.",
      link: "/kritik-saran#alasan-masukan",
    },
    // Law and everyday questions (fact sheet section 1, with 1.13), and procedure, fiqh, sources, fees,
    // BWI and figures (sections 2–8): kept in their own files.
    ...assistantQaHukum,
    ...assistantQaProsedur,
  ],
  // Questions about other KUA services (and other subjects) get the honest fallback with the office's
  // contact, never a wakaf procedure: a question with one of `words` is outside the field unless it also
  // has one of `fieldWords` ("wakaf untuk biaya haji" is about wakaf). One word each, in lower case; the
  // assistant also catches their other forms ("menikah", "pernikahan" → "nikah"). Decision 104.
  outsideField: {
    words: [
      "nikah", "menikah", "pernikahan", "kawin", "perkawinan", "bimwin", "catin", "rujuk", "cerai", "perceraian", "talak", "isbat",
      "haji", "umrah", "umroh", "manasik", "halal", "zakat", "fitrah", "warisan", "faraid", "sakinah", "kurban", "qurban", "akikah",
      "aqiqah", "fidyah", "paspor", "visa", "imigrasi", "ktp", "sim", "npwp", "stnk", "bpkb", "bpjs", "ijazah", "dukcapil",
      "disdukcapil", "kelahiran", "presiden", "ptsl", "kpr", "imb", "pbg", "zonasi", "ppdb", "smk", "kelurahan", "ibukota",
      "syahadat", "kiblat",
    ],
    fieldWords: ["wakaf", "wakif", "nazhir", "mauquf", "ikrar", "ppaiw", "aiw", "bwi", "siwak"],
  },
  // Answers about the office's own data. {placeholders} are filled in from data/office.json and sites.geojson at
  // every build, so the figures are always the current ones.
  officeAnswers: {
    address: {
      questions: ["Di mana alamat KUA?", "Alamat kantor KUA di mana?", "Letak kantor KUA"],
      keywords: "alamat kantor kua letak lokasi jalan datang",
      answer: "Alamat {officeName}: {address}.",
      link: "/profil-kua#kontak",
    },
    contact: {
      questions: ["Berapa nomor telepon KUA?", "Apa email KUA?", "Bagaimana menghubungi KUA?"],
      keywords: "telepon nomor email hubungi kontak",
      answer: "Hubungi {officeName} di telepon {phone} atau email {email}.",
      link: "/profil-kua#kontak",
    },
    hours: {
      questions: ["Jam berapa KUA buka?", "Kapan jam layanan KUA?", "Apakah KUA buka hari Sabtu?"],
      keywords: "jam buka tutup layanan operasional hari kerja sabtu minggu",
      answer: "Jam layanan {officeName}: {openingHours}.",
      link: "/profil-kua#kontak",
    },
    siteTotals: {
      questions: ["Berapa jumlah tanah wakaf di Kecamatan Coblong?", "Berapa total luas tanah wakaf?", "Berapa persen tanah wakaf yang sudah bersertifikat?"],
      keywords: "jumlah banyak total luas data statistik tercatat bersertifikat persen",
      answer: "Tercatat {count} lokasi tanah wakaf di Kecamatan {subDistrict} dengan total luas {totalArea}; {certifiedPercent} sudah bersertifikat. Jenisnya: {types}.",
      link: "/pemetaan-wakaf#ringkasan",
    },
    siteList: {
      questions: ["Di mana saja lokasi tanah wakaf di Kecamatan Coblong?", "Daftar tanah wakaf"],
      keywords: "lokasi daftar peta tanah wakaf kecamatan sebaran",
      answer: "Lokasi tanah wakaf di Kecamatan {subDistrict}: {sites}. Lihat petanya di halaman Pemetaan Wakaf.",
      link: "/pemetaan-wakaf#daftar-lokasi",
    },
    // Said when no answer is confident enough: the assistant never guesses outside its content.
    fallback: {
      answer:
        "Maaf, saya hanya dapat menjawab pertanyaan tentang wakaf dan layanan {officeName}. Untuk pertanyaan lain, silakan hubungi kami di telepon {phone} atau email {email}, atau sampaikan melalui halaman Kritik & Saran.",
      link: "/kritik-saran#alasan-masukan",
    },
    site: {
      answer: "{name} ({type}) berada di {address}, dengan luas {area}; {certified}.",
      /** For a site whose area has not been measured yet. */
      answerUnmeasured: "{name} ({type}) berada di {address}; luas tanahnya belum diukur; {certified}.",
      /** Added for a site whose point has not been mapped yet (it is not on the map). */
      unmapped: "Titik lokasinya belum dipetakan, jadi belum tampil di peta; gunakan alamatnya untuk menuju ke sana.",
      certified: "sudah bersertifikat",
      notCertified: "belum bersertifikat",
      /** {count}: sites the total area leaves out because their area has not been measured (said only when there are any). */
      unmeasuredCount: "{count} lokasi belum diukur",
      /** {count}: the sites the list answer does not name (it names the first eight). */
      listMore: "dan {count} lokasi lainnya (cari di halaman Pemetaan Wakaf)",
      link: "/pemetaan-wakaf#daftar-lokasi",
    },
  },
};
