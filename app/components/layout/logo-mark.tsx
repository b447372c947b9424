/**
 * SIMPATI WAKAF's own mark: a dome over an open book on a map pin, drawn for this project. No
 * `focusable="false"`: only Internet Explorer put an SVG in the tab order, and the home page's script
 * budget has no bytes for it.
 */
export function LogoMark({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 48 48" className={className} aria-hidden="true">
      <path d="M24 2C14.6 2 7 9.4 7 18.6 7 31 24 46 24 46s17-15 17-27.4C41 9.4 33.4 2 24 2Z" fill="#047857" />
      <path d="M24 8.5c-4.6 2.4-7.5 5.8-7.5 9.5h15c0-3.7-2.9-7.1-7.5-9.5Z" fill="#fbbf24" />
      <rect x="15.5" y="18" width="17" height="2.2" rx="1" fill="#ecfdf5" />
      <path d="M13.5 23.5c3.7-.9 7.2-.4 10.5 1.7 3.3-2.1 6.8-2.6 10.5-1.7v8.8c-3.7-.9-7.2-.4-10.5 1.7-3.3-2.1-6.8-2.6-10.5-1.7v-8.8Z" fill="#ecfdf5" />
      <path d="M24 25.2V34" stroke="#047857" strokeWidth="1.4" />
    </svg>
  );
}
