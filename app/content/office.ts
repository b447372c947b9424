// Office details. Change this file to rebrand the portal for another KUA; `npm run build` checks it.
//
// SAMPLE DATA: the site address, street address, phone number, email address and social-media links
// below are invented for the sample office (KUA Kecamatan Coblong) and must be replaced with the
// office's real ones. So are the head of office, vision and missions (profile.ts), the news (news.ts),
// the gallery (gallery.ts) and the map sites (sites.geojson). See the README, "Publishing for a real
// office".
export const office = {
  // true while the site still shows sample data: every page then shows `sampleNotice` under the header,
  // link previews say the same, and `npm run build` lists the sample fields still present. Set it to
  // false once every sample field is replaced; the build fails if a known one remains.
  sampleContent: true,
  sampleNotice: "Situs contoh — kontak, berita, galeri dan data lokasi belum resmi",
  productName: "SIMPATI WAKAF",
  officeName: "KUA Kecamatan Coblong",
  subDistrict: "Coblong",
  city: "Kota Bandung",
  province: "Jawa Barat",
  ministry: "Kementerian Agama Republik Indonesia",
  siteUrl: "https://simpatiwakaf.example.id", // SAMPLE DATA
  siteDescription:
    "Portal informasi wakaf KUA Kecamatan Coblong: literasi wakaf, dasar hukum, berita, galeri, dan peta tanah wakaf.",
  footerDescription:
    "SIMPATI WAKAF adalah portal informasi wakaf KUA Kecamatan Coblong untuk masyarakat: literasi, dasar hukum, dan pemetaan tanah wakaf.",
  tagline: "Melayani dengan Ikhlas, Berdampak untuk Umat",
  badges: ["Ikhlas Beramal", "Kemenag Berdampak", "Kemenag ASRI", "ASN BerAKHLAK"],
  copyrightYear: 2025,
  address: "Jl. Sangkuriang No. 1, Dago, Kecamatan Coblong, Kota Bandung, Jawa Barat 40135", // SAMPLE DATA
  phone: { display: "(022) 2500 123", tel: "+62222500123" }, // SAMPLE DATA
  email: "kua.coblong@example.id", // SAMPLE DATA
  openingHours: "Senin - Jumat, 08:00 - 16:00",
  socialLinks: [
    { id: "facebook", label: "Facebook", url: "https://www.facebook.com/" }, // SAMPLE DATA: placeholder target
    { id: "instagram", label: "Instagram", url: "https://www.instagram.com/" }, // SAMPLE DATA: placeholder target
    { id: "youtube", label: "YouTube", url: "https://www.youtube.com/" }, // SAMPLE DATA: placeholder target
  ],
  map: {
    center: [-6.8886, 107.6155],
    zoom: 14,
    tileUrl: "https://tile.openstreetmap.org/{z}/{x}/{y}.png",
    tileAttribution: '&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a> contributors',
  },
};
