// Si Wakaf, the assistant's mascot: our own drawing (a smiling figure in a peci and a green shirt). An image
// file, not markup in the panel's script: drawn as JSX it weighed about 0.5 KB gzip of the lazy panel chunk
// (round 16); as a file it is fetched beside the chunk and precached by the service worker like every SVG.
import cartoonUrl from "./si-wakaf-cartoon.svg?no-inline";

export function SiWakafCartoon({ label, className }: { label: string; className?: string }) {
  return <img src={cartoonUrl} alt={label} width={120} height={120} className={className} />;
}
