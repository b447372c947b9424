// Sharing a site: the WhatsApp link and the text it carries. Pure, so the exact link is tested.

/** WhatsApp's documented share link (opens the app on phones, WhatsApp Web elsewhere) with the text prefilled. */
export function whatsAppShareUrl(site: { name: string; address: string }, pageUrl: string): string {
  return `https://wa.me/?text=${encodeURIComponent(`${site.name}\n${site.address}\n${pageUrl}`)}`;
}
