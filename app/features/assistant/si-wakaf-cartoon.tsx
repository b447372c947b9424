/** Si Wakaf, the assistant's mascot: our own drawing (a smiling figure in a peci and a green shirt). */
export function SiWakafCartoon({ label, className }: { label: string; className?: string }) {
  return (
    <svg viewBox="0 0 120 120" role="img" aria-label={label} className={className}>
      <circle cx="60" cy="60" r="58" fill="#d1fae5" />
      <path d="M20 118c3-24 19-36 40-36s37 12 40 36a58 58 0 0 1-80 0z" fill="#047857" />
      <path d="M49 84l11 14 11-14" fill="none" stroke="#ecfdf5" strokeWidth="4" strokeLinejoin="round" />
      <rect x="53" y="72" width="14" height="12" rx="4" fill="#e8b27d" />
      <circle cx="36" cy="58" r="5.5" fill="#e8b27d" />
      <circle cx="84" cy="58" r="5.5" fill="#e8b27d" />
      <circle cx="60" cy="56" r="24" fill="#f3c99a" />
      <path d="M37 45c0-13 10-20 23-20s23 7 23 20z" fill="#111827" />
      <path d="M37 45h46" stroke="#374151" strokeWidth="2" />
      <path d="M46 50q5-3 9 0M65 50q5-3 9 0" fill="none" stroke="#3f2a1d" strokeWidth="2" strokeLinecap="round" />
      <circle cx="51" cy="57" r="3.2" fill="#1f2937" />
      <circle cx="69" cy="57" r="3.2" fill="#1f2937" />
      <circle cx="52" cy="56" r="1" fill="#fff" />
      <circle cx="70" cy="56" r="1" fill="#fff" />
      <ellipse cx="45" cy="64" rx="4" ry="2.5" fill="#f08a8a" opacity="0.55" />
      <ellipse cx="75" cy="64" rx="4" ry="2.5" fill="#f08a8a" opacity="0.55" />
      <path d="M51 66q9 8 18 0" fill="none" stroke="#7c2d12" strokeWidth="3" strokeLinecap="round" />
      <circle cx="97" cy="24" r="11" fill="#fff" stroke="#047857" strokeWidth="2" />
      <path d="M90 33l-4 6 9-3" fill="#fff" stroke="#047857" strokeWidth="2" strokeLinejoin="round" />
      <path d="M93 21q4-5 8 0-1 3-4 4v2" fill="none" stroke="#047857" strokeWidth="2.5" strokeLinecap="round" />
      <circle cx="97" cy="30.5" r="1.4" fill="#047857" />
    </svg>
  );
}
