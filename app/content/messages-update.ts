// Every page: a new version is ready in the service worker.
// Part of the toast catalogue (messages.ts); its own module so only the pages that show these toasts
// carry them.
export const updateMessages = {
  // Issue 17: a new version of the portal is ready in the service worker.
  updateAvailable: {
    title: "Versi baru tersedia",
    description: "Muat ulang untuk memakai versi terbaru portal ini.",
    actionLabel: "Muat ulang",
    variant: "default",
  },
} as const;
