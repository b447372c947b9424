// Texts of the map page (/pemetaan-wakaf) and of each site's page (/pemetaan-wakaf/<id>).
export const sitesPage = {
  sampleNotice: "Catatan: lokasi pada halaman ini adalah data contoh dan akan diganti dengan data resmi tanah wakaf KUA.",
  headings: {
    map: "Peta Lokasi Tanah Wakaf",
    statistics: "Statistik Tanah Wakaf",
    pieChart: "Distribusi Jenis Wakaf",
    barChart: "Luas Tanah Wakaf per Lokasi (m²)",
    stages: "Kemajuan Sertifikasi",
    list: "Daftar Lokasi Wakaf",
    summary: "Ringkasan",
    download: "Unduh data",
  },
  map: {
    loading: "Peta sedang dimuat…",
    chunkError: "Peta belum dapat diunduh. Periksa koneksi internet Anda; peta dimuat otomatis begitu koneksi kembali.",
    mapError: "Peta tidak dapat ditampilkan. Daftar lokasi di bawah tetap dapat digunakan; muat ulang halaman untuk mencoba lagi.",
    tileError: "Gambar peta dasar tidak dapat dimuat. Penanda lokasi, daftar, dan grafik tetap dapat digunakan.",
    registerError: "Data lokasi belum dapat dimuat. Daftar dan grafik di bawah tetap dapat digunakan; data dimuat otomatis begitu koneksi kembali.",
    popupLink: "Lihat halaman lokasi",
    regionLabel: "Peta interaktif lokasi tanah wakaf",
    zoomIn: "Perbesar peta",
    zoomOut: "Perkecil peta",
    popupClose: "Tutup keterangan lokasi",
    popupCloseShort: "Tutup",
    popupType: "Jenis",
    popupArea: "Luas",
    /** Shown for a site whose area has not been measured yet (instead of "500 m²"). */
    unmeasured: "belum diukur",
    /** {count}: a numbered cluster of markers, named for screen readers. */
    cluster: "Kelompok {count} lokasi, tekan untuk memperbesar peta",
  },
  /** Search, filters, "Lokasi terdekat" and the paged list (active once the page has loaded). */
  explorer: {
    heading: "Cari dan saring lokasi",
    waiting: "Pencarian dan penyaring dapat digunakan setelah halaman selesai dimuat.",
    search: "Cari nama, alamat, atau kelurahan",
    type: "Jenis",
    typeAll: "Semua jenis",
    kelurahan: "Kelurahan",
    kelurahanAll: "Semua kelurahan",
    status: "Status sertifikat",
    statusAll: "Semua status",
    clear: "Hapus semua penyaring",
    nearest: "Lokasi terdekat",
    nearestBusy: "Mencari posisi Anda…",
    nearestOn: "Daftar diurutkan dari lokasi terdekat dengan posisi Anda.",
    /** Added while sorting by distance when the register has sites without a mapped point. */
    nearestUnmapped: "Lokasi yang titiknya belum dipetakan tidak memiliki jarak dan ada di akhir daftar.",
    distance: "Jarak",
    /** {count} of {total}: the result count, also announced to screen readers. */
    countFiltered: "{count} dari {total} lokasi cocok.",
    countAll: "Menampilkan semua {total} lokasi.",
    empty: "Tidak ada lokasi yang cocok dengan pencarian dan penyaring ini.",
    loadingRegister: "Data lokasi sedang dimuat…",
    pageLabel: "Halaman daftar lokasi",
    pageRange: "Lokasi {first}–{last} dari {count}",
    previous: "Sebelumnya",
    next: "Berikutnya",
    geolocation: {
      denied: "Izin lokasi ditolak, jadi daftar tidak diurutkan menurut jarak. Izinkan akses lokasi di pengaturan peramban bila ingin mencari lokasi terdekat.",
      unavailable: "Posisi Anda tidak dapat ditentukan saat ini. Coba lagi nanti.",
      timeout: "Posisi Anda tidak ditemukan dalam waktu yang cukup. Coba lagi di tempat dengan sinyal yang lebih baik.",
      unsupported: "Peramban ini tidak dapat menentukan posisi Anda. Cari lokasi dengan nama, alamat, atau kelurahan.",
    },
  },
  /** The site cards of the list: hidden labels before each fact, and the two actions. */
  list: {
    factsLabel: "Keterangan lokasi",
    type: "Jenis",
    area: "Luas",
    coordinates: "Koordinat",
    /** Instead of the coordinates, for a site whose point has not been mapped yet. */
    unmapped: "belum dipetakan",
    /** Instead of the area, for a site whose area has not been measured yet. */
    unmeasured: "belum diukur",
    showOnMap: "Lihat di peta",
    directions: "Arah",
    /** {name}: the site; the accessible name of the directions link. */
    directionsLabel: "Arah ke {name} (membuka aplikasi peta di tab baru)",
  },
  /** Column headings of the bar chart's table for screen readers. */
  chartColumns: { site: "Lokasi", area: "Luas" },
  /** The summary band; {count} in `unmeasured`: sites the area total leaves out (shown only when there are any). */
  summary: {
    count: "Total Lokasi",
    area: "Total Luas",
    certified: "Tersertifikasi",
    unmeasured: "{count} lokasi belum diukur",
  },
  barChartOthers: "Lainnya",
  stagesIntro: "Jumlah lokasi dan luas tanah wakaf pada setiap tahap, menuju seluruh tanah wakaf bersertifikat.",
  listMore: "Menampilkan {shown} dari {total} lokasi. Daftar lengkap ada pada berkas unduhan di bawah.",
  download: {
    intro: "Data tanah wakaf ini terbuka dan boleh digunakan kembali. Pilih format berkas:",
    geojson: "GeoJSON (untuk QGIS, geojson.io)",
    csv: "CSV (untuk Excel, LibreOffice, Google Sheets)",
  },
  sitePage: {
    back: "Kembali ke peta",
    detailsHeading: "Keterangan",
    mapHeading: "Lokasi di peta",
    shareHeading: "Bagikan",
    whatsapp: "Bagikan lewat WhatsApp",
    copyLink: "Salin tautan",
    copied: "Tautan disalin.",
    copyFailed: "Tautan tidak dapat disalin. Salin alamat dari bilah alamat peramban.",
    directions: "Petunjuk arah",
    /** In place of the small map (and of the directions link) for a site whose point has not been mapped yet. */
    unmapped: "Titik lokasi belum dipetakan",
    unmappedNote: "Lokasi ini sudah tercatat, tetapi titiknya belum dipetakan, jadi belum tampil di peta. Gunakan alamat di atas.",
    unmeasured: "belum diukur",
    mapsNewTab: "(membuka aplikasi peta di tab baru)",
    newTab: "(tab baru)",
    labels: {
      type: "Jenis",
      area: "Luas",
      stage: "Status sertifikat",
      kelurahan: "Kelurahan",
      nazhir: "Nazhir",
      aiw: "Akta Ikrar Wakaf",
      certificate: "Nomor sertifikat",
      use: "Peruntukan",
      note: "Keterangan",
      coordinates: "Koordinat",
    },
    certifiedYes: "Bersertifikat",
    certifiedNo: "Belum bersertifikat",
    /** A site marked only "Belum" (not certified) in the register: how far it is nobody wrote yet. */
    stageUnknown: "Tahap belum diketahui",
    /** {name}, {type}, {address}: the page's description for search engines and link previews. */
    description: "{name}: tanah wakaf ({type}) di {address}.",
  },
};
