// Types for the unit test of manifest.mjs (a plain Node script).
export interface ManifestScreenshot {
  src: string;
  sizes: string;
  type: string;
  form_factor: "narrow" | "wide";
  label: string;
  path: string;
}
export const MANIFEST_SCREENSHOTS: readonly ManifestScreenshot[];
export function webManifest(input: {
  office: { productName: string; officeName: string; siteDescription: string };
  navItems: readonly { id: string; path: string }[];
  shortcuts: readonly { page: string; name: string; shortName: string; description: string }[];
}): Record<string, unknown> & {
  id: string;
  scope: string;
  start_url: string;
  icons: { src: string; sizes: string; type: string; purpose?: string }[];
  screenshots: Omit<ManifestScreenshot, "path">[];
  shortcuts: { name: string; short_name: string; url: string; icons: { src: string; sizes: string }[] }[];
};
