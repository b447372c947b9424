import type { MetaDescriptor } from "react-router";
import type { Shell } from "~/content/site.server";

type MatchLike = { id: string; data?: unknown } | undefined;

export function shellFromMatches(matches: readonly MatchLike[]): Shell | undefined {
  return matches.find((match) => match?.id === "root")?.data as Shell | undefined;
}

export function titleSuffix(shell: Pick<Shell, "office">): string {
  return `${shell.office.productName} – ${shell.office.officeName}`;
}

/** Title, description and OpenGraph tags for one page, from the page texts in the root data. */
export function pageMeta(matches: readonly MatchLike[], pageId: string, path?: string): MetaDescriptor[] {
  const shell = shellFromMatches(matches);
  const page = shell?.pages[pageId];
  if (!shell || !page) return [{ title: "SIMPATI WAKAF" }];
  const title = `${page.title} | ${titleSuffix(shell)}`;
  // While the site still shows sample data, a shared link says so too (decision 093).
  const previewDescription = shell.office.sampleContent
    ? `${shell.office.sampleNotice}. ${page.description}`
    : page.description;
  const tags: MetaDescriptor[] = [
    { title },
    { name: "description", content: page.description },
    { property: "og:title", content: title },
    { property: "og:description", content: previewDescription },
    { property: "og:type", content: "website" },
    { property: "og:site_name", content: shell.office.productName },
    { property: "og:locale", content: "id_ID" },
    // public/og-image.png, redrawn by scripts/generate-icons.mjs; crawlers need an absolute URL.
    { property: "og:image", content: new URL("/og-image.png", shell.office.siteUrl).href },
    { property: "og:image:width", content: "1200" },
    { property: "og:image:height", content: "630" },
    { property: "og:image:alt", content: `${shell.office.productName} – ${shell.office.officeName}` },
    { name: "twitter:card", content: "summary_large_image" },
  ];
  if (path !== undefined) {
    const url = new URL(path, shell.office.siteUrl).href;
    tags.push({ property: "og:url", content: url }, { tagName: "link", rel: "canonical", href: url });
  }
  return tags;
}
