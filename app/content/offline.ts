// Texts of installing the portal as an app (issue 17); they go into the web app manifest
// (scripts/postbuild/manifest.mjs).
export const offline = {
  install: {
    /** Manifest shortcuts (long-press on the installed icon): page ids from routes-list.ts. */
    shortcuts: [
      { page: "pemetaan-wakaf", name: "Pemetaan Wakaf", shortName: "Pemetaan", description: "Peta dan daftar tanah wakaf di kecamatan" },
      { page: "kuis-wakaf", name: "Kuis Wakaf", shortName: "Kuis", description: "Uji pemahaman Anda tentang wakaf" },
    ],
  },
} as const;
