/**
 * The slim notice every page shows while the site still shows sample data (office.sampleContent).
 * Static, prerendered text of a fixed single line height: it never appears late, so nothing shifts.
 */
export function SampleNotice({ text }: { text: string }) {
  return (
    <p role="note" className="border-b border-amber-200 bg-amber-50 px-4 py-1 text-center text-xs text-amber-900">
      {text}
    </p>
  );
}

// The root hydrates the notice with the page content, as its own chunk (lazy-part.ts).
export default SampleNotice;
