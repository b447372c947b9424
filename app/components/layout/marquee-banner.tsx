/**
 * A text that scrolls right-to-left in an endless 30 s loop. Two identical copies move together by
 * half the track's width, so the seam never shows; screen readers get the first copy only. Under
 * prefers-reduced-motion the track stands still and the text wraps so it stays readable.
 */
export function MarqueeBanner({ text }: { text: string }) {
  return (
    <div className="overflow-hidden bg-emerald-700 py-2 text-sm font-medium text-white" data-testid="marquee-banner">
      <div className="flex w-max animate-marquee motion-reduce:w-full motion-reduce:animate-none" data-testid="marquee-track">
        <p className="min-w-screen shrink-0 pr-16 pl-4 whitespace-nowrap motion-reduce:min-w-0 motion-reduce:shrink motion-reduce:whitespace-normal">
          {text}
        </p>
        <p
          aria-hidden="true"
          className="min-w-screen shrink-0 pr-16 pl-4 whitespace-nowrap motion-reduce:hidden"
        >
          {text}
        </p>
      </div>
    </div>
  );
}
