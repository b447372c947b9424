import { Download, ExternalLink } from "lucide";
import { Icon } from "~/components/ui/icon";
import { buttonVariants } from "~/components/ui/button";
import type { Law } from "~/content/laws.schema";
import { uiText } from "~/content/ui-text";

const buttonClass = buttonVariants({ size: "sm" }, "shrink-0 justify-center text-sm");

/**
 * Opens the regulation's document in a new tab. Without a url (SPEC §9: all of them for now) it stays a
 * button that tells the visitor the file is not available yet, instead of a dead link. The accessible
 * name starts with the visible label and adds the title, so seven identical buttons stay distinguishable.
 */
export function LawOpenButton({ law, onMissing }: { law: Pick<Law, "title" | "url">; onMissing: () => void }) {
  if (law.url) {
    return (
      <a
        href={law.url}
        target="_blank"
        rel="noopener noreferrer"
        aria-label={`${uiText.lawOpen} ${law.title} ${uiText.newTab}`}
        className={buttonClass}
      >
        <Icon icon={ExternalLink} aria-hidden="true" className="size-4" />
        {uiText.lawOpen}
      </a>
    );
  }
  return (
    <button type="button" aria-label={`${uiText.lawDownload} ${law.title}`} className={buttonClass} onClick={onMissing}>
      <Icon icon={Download} aria-hidden="true" className="size-4" />
      {uiText.lawDownload}
    </button>
  );
}
