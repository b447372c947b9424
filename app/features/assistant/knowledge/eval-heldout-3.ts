// Held-out set 3 (issue 35): written on 2026-11-27 from ../shared/spec/domain-facts.md only, by someone
// who had not read the knowledge base or the other sets, before the round it judges. Never tuned on.
import type { EvalCase } from "./eval-set";

export const HELD_OUT_3_IN_FIELD: EvalCase[] = [
  // fact: section 1.1 (definitions, Pasal 1 UU 41/2004; PP 42/2006 Pasal 1)
  { question: "wakaf teh naon sih artinya, pengen ngerti dulu sebelum wakafin tanah", mustContain: ["menyerahkan", "manfaat"] },
  { question: "Apa pengertian wakaf menurut undang-undang?", mustContain: ["menyerahkan", "manfaat"] },
  { question: "wakif itu siapa ya", mustContain: ["mewakafkan"] },
  { question: "nazhir teh naon? sy sering denger di masjid", mustContain: ["kelola"] },
  { question: "mauquf bih artinya apa", mustContain: ["harta"] },
  { question: "yg disebut mauquf alaih tuh siapa", mustContain: ["manfaat"] },
  { question: "ppaiw singkatan dr apa", mustContain: ["pejabat pembuat akta"] },
  { question: "Siapa yang bertindak sebagai PPAIW di tingkat kecamatan?", mustContain: ["kepala kua"] },
  { question: "aiw tuh apaan, sy disuruh bikin aiw sama pak ustad", mustContain: [["bukti tertulis"]] },
  { question: "ikrar wakaf harus tulisan atau boleh omongan aja", mustContain: ["lisan", "tertulis"] },
  { question: "bwi itu lembaga apa", mustContain: ["badan wakaf indonesia"] },

  // fact: section 1.2 (Pasal 2 sah menurut syariah; Pasal 3 tidak dapat dibatalkan; penggantian nazhir)
  { question: "kalo udh ikrar wakaf trus wakifnya nyesel bisa dibatalin gk", mustContain: ["dibatalkan"] },
  { question: "almarhum bapak sy dulu wakafin tanah ke masjid kampung, skrg kakak sy mau ambil lagi tanahnya krn butuh modal usaha, boleh gak sih ditarik balik", mustContain: ["dibatalkan"] },
  { question: "Apakah wakaf yang sudah diikrarkan masih bisa ditarik kembali oleh wakif?", mustContain: ["dibatalkan"] },
  { question: "keluarga wakif bikin surat pernyataan bermaterai katanya tanah wakaf mau diminta balik, lebih kuat mana sama akta ikrar wakaf", mustContain: ["dibatalkan"] },
  { question: "nazhir masjid kami diganti pengurus baru, berarti wakafnya batal dan tanah balik ke ahli waris?", mustContain: ["nazhir", "batal"] },

  // fact: section 1.3 (enam unsur, Pasal 6) and section 2 (empat rukun fikih)
  { question: "unsur wakaf menurut uu 41 ada brp aja", mustContain: ["peruntukan", "jangka waktu"] },
  { question: "apa aja unsur2 wakaf yg harus dipenuhi biar sah di kua", mustContain: ["peruntukan", "jangka waktu"] },
  { question: "rukun wakaf ada 4 kan, apa aja", mustContain: ["wakif", "mauquf"] },
  { question: "nazhir teh kaasup rukun wakaf teu?", mustContain: ["unsur"] },
  { question: "syarat harta yg diwakafkan dlm fikih apa aja", mustContain: ["sengketa"] },
  { question: "lafal ikrar wakaf contohnya gmn, ngomongnya apa", mustContain: ["wakafkan"] },
  { question: "Apakah menurut ulama wakaf boleh untuk sementara waktu saja?", mustContain: ["malik"] },

  // fact: section 1.4 (wakif, Pasal 7-8)
  { question: "syarat jadi wakif apa aja", mustContain: ["dewasa", "berakal"] },
  { question: "anak sy umur 14 taun pengen wakafin tabungannya, bisa gak atas nama dia sendiri", mustContain: ["dewasa"] },
  { question: "perusahaan/pt boleh wakaf gk", mustContain: ["badan hukum"] },
  { question: "Bolehkah sebuah yayasan atau organisasi menjadi wakif?", mustContain: ["anggaran dasar"] },
  { question: "punten, abdi mah non muslim, tiasa teu wakaf tanah kanggo sakola di lembur?", mustContain: ["agama"] },
  { question: "tetangga sy kristen mau ikut wakafin sebidang tanah buat musala, sah gk wakafnya", mustContain: ["agama"] },
  { question: "mau wakafin tanah punya mertua tapi sertifikatnya masih atas nama mertua, sy yg jadi wakif bisa?", mustContain: [["pemilik sah"]] },

  // fact: section 1.5 (nazhir: syarat Pasal 10, tugas Pasal 11, imbalan Pasal 12, PP 42/2006)
  { question: "syarat jadi nazhir apa aja", mustContain: ["islam", "amanah"] },
  { question: "boleh ga nazhir nya orang non muslim", mustContain: ["islam", ["WNI, beragama Islam", "tidak dapat menjadi nazhir"]] },
  { question: "nazhir perorangan minimal brp orang", mustContain: [["3 orang", "tiga orang"]] },
  { question: "nazhir harus warga sini atau boleh orang kota semua", mustContain: ["kecamatan"] },
  { question: "masa jabatan nazhir brp taun, bisa diperpanjang gak", mustContain: ["5 tahun"] },
  { question: "sertifikat tanah wakaf atas nama nazhir, berarti tanahnya jd milik nazhir dong?", mustContain: ["milik"] },
  { question: "nazhir perorangan harus didaftarin kemana", mustContain: ["kua", "bwi"] },
  { question: "tugas nazhir apa aja", mustContain: ["lapor", "bwi"] },
  { question: "sy bendahara dkm yg ditunjuk jadi nazhir, kewajibannya ngapain aja sih selain ngurus masjid", mustContain: ["administrasi", "lapor"] },
  { question: "Apakah nazhir boleh menerima imbalan dari hasil pengelolaan wakaf, dan berapa batasnya?", mustContain: ["10"] },
  { question: "nazhir boleh ambil gaji dr hasil wakaf gk brp persen", mustContain: ["10"] },
  { question: "sawah wakaf masjid kami hasil panen bersihnya 20 juta setaun, pengurus nazhir mau ambil 3 juta buat honor, kebanyakan gk", mustContain: ["10"] },

  // fact: section 1.6 (harta benda wakaf, Pasal 15-16; PP 42/2006 Pasal 15 & 17)
  { question: "tanah yg lg dijaminin ke bank buat kur boleh diwakafin?", mustContain: ["jamin"] },
  { question: "punten bade naros, tanah abdi teh masih aya masalah wates jeung dulur, can beres, tapi abdi hoyong wakafkeun kanggo masjid, kenging teu", mustContain: ["sengketa"] },
  { question: "tanah yg lagi disita pengadilan bisa diwakafkan?", mustContain: ["sita", ["sitaan"]] },
  { question: "apa aja yg bisa diwakafin selain tanah", mustContain: ["bergerak", "uang"] },
  { question: "bisa ga wakaf mobil ambulans ke masjid", mustContain: ["bergerak"] },
  { question: "Apakah saham atau surat berharga dapat diwakafkan?", mustContain: ["surat berharga"] },
  { question: "wakaf unit apartemen / rusun bisa gak", mustContain: ["rumah susun"] },
  { question: "wakaf bangunannya aja tanpa tanah bisa?", mustContain: ["tidak bergerak"] },
  { question: "menurut pp 42 harta wakaf dibagi jadi brp jenis", mustContain: ["uang", "bergerak"] },
  { question: "tanah sy blm bersertifikat cuma ada girik, boleh diwakafin?", mustContain: ["girik"] },

  // fact: section 1.7 (ikrar wakaf, saksi, kuasa, isi AIW, majelis ikrar)
  { question: "saksi ikrar wakaf brp", mustContain: ["saksi"] },
  { question: "ikrar wakaf diucapin di depan siapa", mustContain: ["ppaiw"] },
  { question: "wakifnya lg dirawat di rs gk bs dateng ke kua, bisa diwakilin gk", mustContain: ["surat kuasa"] },
  { question: "isi akta ikrar wakaf apa aja", mustContain: ["peruntukan", "jangka waktu"] },
  { question: "pas majelis ikrar wakaf yg harus hadir siapa aja", mustContain: ["nazhir", "saksi"] },

  // fact: section 1.8 (peruntukan, Pasal 22-23)
  { question: "tanah wakaf boleh dipake buat apa aja", mustContain: ["ibadah", "pendidikan"] },
  { question: "wakaf buat beasiswa anak yatim bisa gak", mustContain: ["beasiswa"] },
  { question: "kalo pas ikrar wakif gk nyebut mau dipake buat apa, trus gmn", mustContain: [["tidak menetapkannya"], ["nazhir dapat menetapkan"]] },
  { question: "mau wakafin rumah buat klinik kesehatan gratis boleh?", mustContain: ["kesehatan"] },

  // fact: section 1.9 (pendaftaran, Pasal 32-35) and 4.2 step 6-7
  { question: "setelah aiw ditandatangani brp lama harus didaftarin ke bpn", mustContain: ["hari kerja"] },
  { question: "ngurus wakaf tanah dr ikrar di kua sampe sertifikatnya jadi kira2 makan waktu brp lama", mustContain: ["hari kerja"] },
  { question: "yg daftarin tanah wakaf ke bpn siapa, nazhir sendiri harus bolak balik?", mustContain: ["ppaiw"] },
  { question: "Ke instansi mana tanah wakaf didaftarkan setelah akta ikrar wakaf dibuat?", mustContain: ["pertanahan"] },
  { question: "sertifikat tanah wakaf nanti atas nama siapa, wakif atau masjid", mustContain: ["nazhir"] },

  // fact: section 1.10 (Pasal 40 larangan, Pasal 44 perubahan peruntukan, Pasal 67 sanksi)
  { question: "tanah wakaf boleh dijual gk", mustContain: ["dijual"] },
  { question: "tanah wakaf bisa diwarisin ke anak nazhir gk kalo nazhirnya meninggal", mustContain: ["diwariskan", ["dihibahkan", "disita", "dijaminkan", "dijadikan jaminan"]] },
  { question: "sertifikat tanah wakaf masjid mau dijadiin jaminan pinjem ke bank buat renovasi, boleh ga", mustContain: ["jamin"] },
  { question: "kalo ada pengurus diem2 jual tanah wakaf bisa dipenjara? brp taun", mustContain: ["5 tahun"] },
  { question: "denda maksimal bagi yang menjaminkan atau menjual harta wakaf berapa?", mustContain: ["500 juta"] },
  { question: "nazhir mau ubah peruntukan tanah wakaf, harus izin ke siapa", mustContain: ["bwi", "tertulis"] },

  // fact: section 1.11 (wakaf produktif, Pasal 42-43)
  { question: "wakaf produktif tuh maksudnya gimana", mustContain: ["hasil"] },
  { question: "sawah wakaf boleh disewain trus duitnya buat madrasah?", mustContain: ["produktif"] },
  { question: "Pengelolaan harta wakaf harus berdasarkan prinsip apa?", mustContain: [["dikelola"], ["sesuai syariah"]] },

  // fact: section 1.12 (wakaf uang, Pasal 28-31, PP 42/2006 Pasal 22, fatwa MUI 2002, data BWI)
  { question: "sy gk punya tanah tp pengen wakaf uang sejuta tiap bulan, bisa gk trus nyetornya lewat mana", mustContain: ["syariah"] },
  { question: "kalo wakaf uang dapet bukti apa", mustContain: ["sertifikat wakaf uang"] },
  { question: "sy kerja di saudi, mau wakaf uang pake riyal bisa langsung?", mustContain: ["rupiah"] },
  { question: "hukum wakaf uang menurut mui boleh ga", mustContain: ["boleh"] },
  { question: "uang wakaf boleh diabisin buat bangun masjid gk", mustContain: ["pokok"] },
  { question: "lks wajib daftarin wakaf uang ke menteri paling lambat brp hari", mustContain: ["hari kerja"] },
  { question: "total wakaf uang yg terkumpul secara nasional udh brp", mustContain: ["2,3"] },

  // fact: section 1.13 (tanah hak milik hanya untuk selamanya; wakaf berjangka, PP 42/2006 Pasal 17-18)
  { question: "bisa gk wakaf tanah 10 taun aja trus balik lg ke keluarga", mustContain: ["hak milik"] },
  { question: "abdi hoyong wakaf tanah kanggo madrasah tapi ngan 5 taun hungkul, tiasa teu?", mustContain: ["hak milik"] },
  { question: "wakaf berjangka boleh gk, buat harta apa aja", mustContain: ["hak milik"] },
  { question: "Apakah wakaf tanah hak milik harus untuk selamanya?", mustContain: ["selama"] },

  // fact: section 1.13 (tukar/ruislag, UU 41/2004 Pasal 41, PP 42/2006 Pasal 49)
  { question: "tanah wakaf makam kena proyek jalan tol, trus gmn nasibnya", mustContain: ["tukar"] },
  { question: "masjid kami sempit, rencananya tanah lama dijual trus beli tanah baru yg lebih luas di pinggir jalan, boleh gak gitu", mustContain: ["tukar"] },
  { question: "ruislag tanah wakaf itu apa", mustContain: ["tukar"] },
  { question: "syarat tukar guling tanah wakaf apa, izinnya ke siapa", mustContain: ["menteri", "nilai"] },

  // fact: section 1.13 (perubahan peruntukan: warung, parkir, sekolah di tanah masjid)
  { question: "halaman masjid mau dipake bikin warung buat nambah kas dkm, boleh gk", mustContain: ["peruntukan", "bwi"] },
  { question: "sebagian tanah wakaf masjid mau dijadiin parkiran berbayar, perlu izin?", mustContain: ["peruntukan"] },

  // fact: section 1.13 (nazhir meninggal/berhenti, Pasal 45; biaya ganti nazhir di BPN)
  { question: "nazhir meninggal dunia, tanah wakafnya gimana", mustContain: ["ganti"] },
  { question: "ketua nazhir kami udh wafat taun lalu, sertifikat masih atas nama beliau, perlu diganti gk, bayar gk di bpn", mustContain: [["nazhir perseorangan meninggal"], ["rp0"]] },
  { question: "nazhir nya gak amanah, tanah wakaf ditelantarkan, bisa diganti gk", mustContain: ["bwi"] },

  // fact: section 1.13 (wakaf dengan wasiat, Pasal 24-25)
  { question: "wakaf lewat wasiat maksimal brp bagian harta", mustContain: [["1/3", "sepertiga"]] },
  { question: "bapak mau wasiat wakafin sawah kalo beliau meninggal, perlu saksi gk", mustContain: ["saksi"] },

  // fact: section 1.13 (tanah warisan belum dibagi; Pasal 8 pemilik sah)
  { question: "tanah warisan blm dibagi, sy salah satu ahli waris mau wakafin bagian sy buat musala tp kakak2 gk setuju, gmn", mustContain: ["ahli waris", "setuju"] },
  { question: "kumaha upami tanah warisan teu acan dibagi, bade diwakafkeun, saha nu kudu tanda tangan?", mustContain: ["ahli waris"] },
  { question: "Jika tanah yang akan diwakafkan merupakan warisan, dokumen tambahan apa yang diperlukan?", mustContain: ["ahli waris"] },

  // fact: section 1.13 (wakaf vs hibah, wasiat, zakat; hukum wakaf)
  { question: "bedanya wakaf sama hibah apa", mustContain: ["milik", "jual"] },
  { question: "wakaf sama zakat beda nya dimana", mustContain: ["wajib"] },
  { question: "hukum wakaf dalam islam apa, wajib atau sunnah", mustContain: [["sunnah", "sunah"]] },

  // fact: section 3 (dalil Al-Qur'an dan hadis) and quiz section 9
  { question: "dalil wakaf di quran ayat brp", mustContain: ["92"] },
  { question: "wakaf pahalanya terus ngalir ya walau kita udh meninggal?", mustContain: ["jariyah"] },
  { question: "hadits umar soal tanah di khaibar gmn ceritanya", mustContain: ["dijual"] },
  { question: "di al quran ada kata wakaf gk sih", mustContain: ["infak"] },
  { question: "wakaf pertama dlm sejarah islam apa", mustContain: ["quba"] },

  // fact: section 4.1 (dokumen yang dibawa ke KUA)
  { question: "assalamualaikum pak, bapak sy mau wakafin tanah 200 meter buat madrasah di kampung, sertifikat udh shm atas nama bapak, yg perlu disiapin dokumen apa aja ya", mustContain: ["ktp", "sertifikat"] },
  { question: "syarat dokumen wakaf tanah di kua apa aja", mustContain: ["ktp", "sertifikat"] },
  { question: "perlu surat dr desa gk buat wakaf tanah", mustContain: ["sengketa"] },
  { question: "bukti bayar pbb perlu dibawa gk pas ke kua", mustContain: ["sppt"] },
  { question: "wakifnya udh meninggal, ktp nya kan udh gk ada, gmn dokumennya", mustContain: ["ahli waris"] },
  { question: "meterai buat wakaf yg brp", mustContain: ["10.000"] },
  { question: "nazhir perlu bawa apa aja ke kua", mustContain: ["ktp"] },
  { question: "harus dateng langsung ke kua atau bisa dititip berkasnya aja", mustContain: ["hadir"] },
  { question: "tanahnya atas nama suami tp belinya bareng2, istri perlu ikut setuju gk pas wakaf", mustContain: ["persetujuan"] },

  // fact: section 4.2 and 4.3 (langkah di KUA, formulir W, APAIW, e-AIW/SIWAK)
  { question: "alur wakaf tanah di kua gimana dari awal sampe sertifikat", mustContain: ["ikrar", "ppaiw"] },
  { question: "cara wakaf tanah buat masjid kumaha step na", mustContain: ["ikrar", "ppaiw"] },
  { question: "wakaf jaman dulu cuma lisan, wakifnya udh meninggal, gmn biar ada aktanya", mustContain: ["pengganti"] },
  { question: "apaiw itu apa", mustContain: ["pengganti"] },
  { question: "form w2 itu apa", mustContain: ["akta ikrar wakaf"] },
  { question: "ada aiw online gk sekarang", mustContain: ["siwak"] },
  { question: "siwak tuh apa", mustContain: ["sistem informasi wakaf"] },

  // fact: section 4.4 (berkas di Kantor Pertanahan, contoh MPP Kota Bogor)
  { question: "bpn minta dokumen apa aja buat sertifikat tanah wakaf", mustContain: ["asli"] },
  { question: "proses sertifikat wakaf di bpn brp hari", mustContain: ["5 hari"] },

  // fact: section 4.5 (biaya)
  { question: "biaya bikin aiw di kua brp", mustContain: ["gratis"] },
  { question: "sertifikat tanah wakaf bayar gk di bpn", mustContain: [["rp0", "rp 0", "gratis"]] },
  { question: "kata org bpn ada biaya ukur tanah, lah katanya sertifikat wakaf gratis, yg bener gmn", mustContain: ["ukur"] },
  { question: "cuma wakafin sebagian tanah, 100 meter dr 500 meter, ada biaya tambahan gk", mustContain: [["pecah", "pemecahan"]] },
  { question: "tanah letter c blm sertifikat mau diwakafin, biaya di bpn gmn", mustContain: ["pertama"] },
  { question: "contoh biaya ukur tanah wakaf 100 meter di jabar brp", mustContain: ["120.000"] },
  { question: "cek biaya sertifikat tanah wakaf bisa lewat aplikasi apa", mustContain: ["sentuh tanahku"] },

  // fact: section 6 (BWI)
  { question: "bwi tugasnya apa aja", mustContain: [["membina", "pembinaan"], "nazhir"] },
  { question: "ketua bwi skrg siapa", mustContain: ["kamaruddin"] },
  { question: "bwi ada perwakilan di jawa barat gk", mustContain: ["perwakilan"] },

  // fact: section 7 (statistik SIWAK / ATR-BPN)
  { question: "data siwak awal 2025 jumlah bidang tanah wakaf di indonesia brp", mustContain: ["561.909"] },
  { question: "tanah wakaf di jawa barat udh brp persen yg bersertifikat", mustContain: ["55,95"] },
  { question: "tanah wakaf paling banyak dipake buat masjid ya?", mustContain: ["musala"] },

];

export const HELD_OUT_3_OUT_OF_FIELD: EvalCase[] = [
  // KUA services other than wakaf
  { question: "syarat nikah di kua apa aja" },
  { question: "biaya nikah di luar kantor kua brp" },
  { question: "biaya daftar haji berapa skrg" },
  { question: "daftar haji reguler nunggu brp taun di jabar" },
  { question: "pelunasan bipih haji kapan dibuka" },
  { question: "cara daftar umrah lewat kemenag gmn" },
  { question: "jadwal manasik haji di kua kapan" },
  { question: "rujuk setelah talak satu prosedurnya gimana di kua" },
  { question: "cerai gugat ngurusnya di kua atau pengadilan agama" },
  { question: "isbat nikah syaratnya apa, dulu nikah siri" },
  { question: "zakat fitrah taun ini brp liter beras" },
  { question: "nisab zakat mal emas brp gram" },
  { question: "zakat penghasilan ngitungnya gmn" },
  { question: "arah kiblat musala kami miring, bisa minta diukur ulang sama kua?" },
  { question: "sertifikasi halal buat umkm keripik gmn caranya" },
  { question: "bimbingan perkawinan wajib gk buat catin" },
  { question: "kumaha carana ngadaptar nikah online di simkah" },
  { question: "punten, buku nikah abdi leungit, kumaha ngurusna" },
  { question: "legalisir buku nikah bisa di kua mana aja" },
  { question: "wali nikah kalo ayah udh meninggal siapa" },
  { question: "surat numpang nikah dari kua asal gmn bikinnya" },
  { question: "dispensasi nikah umur 17 bisa gk" },
  { question: "nikah beda agama bisa dicatat di kua?" },
  // warisan / faraid (not wakaf of inherited land)
  { question: "tanah warisan dibagi gimana menurut islam" },
  { question: "bagi warisan 3 anak laki 2 perempuan gmn hitungan faraidnya" },
  { question: "hak waris istri kalo suami meninggal dan punya anak brp bagiannya" },
  // land and general administration
  { question: "cara bikin sertifikat tanah biasa di bpn" },
  { question: "balik nama sertifikat tanah warisan ke nama anak gmn" },
  { question: "sertifikat tanah hilang gimana ngurusnya" },
  { question: "jual beli tanah harus pake ajb di ppat ya, biayanya brp" },
  { question: "hibah tanah ke anak perlu akta ppat gk, kena pajak?" },
  { question: "pajak bphtb jual beli tanah brp persen" },
  { question: "bayar pbb online lewat apa aja" },
  { question: "harga tanah per meter di desa sy kira2 brp" },
  { question: "ktp hilang cara bikin lagi gmn" },
  { question: "bikin paspor buat umroh syaratnya apa" },
  { question: "bpjs kesehatan nunggak 2 taun gmn bayarnya" },
  { question: "pisah kk dari orang tua caranya" },
  { question: "akta kelahiran anak bikin dimana" },
  { question: "jadwal sholat maghrib hari ini jam brp" },
];
