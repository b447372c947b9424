import { useRouteLoaderData } from "react-router";
import type { Shell } from "~/content/site.server";

/** The office and page texts loaded once by the root route. */
export function useShell(): Shell {
  const shell = useRouteLoaderData("root") as Shell | undefined;
  if (!shell) throw new Error("Root data missing: useShell must be used below the root route");
  return shell;
}

export function usePageText(pageId: string) {
  const page = useShell().pages[pageId];
  if (!page) throw new Error(`No page text for "${pageId}" in app/content/data/pages.json`);
  return page;
}
