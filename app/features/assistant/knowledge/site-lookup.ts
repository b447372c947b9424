// Questions that name one wakaf site ("masjid nurul falah dimana", "luas masjid at taqwa sekeloa") are
// answered from the register file the map also reads (/data/tanah-wakaf.json), fetched only when such a
// question comes. The index shipped with the panel keeps the totals and the list's first names, so its
// size does not grow with the register (decision 103).
import { searchText } from "~/lib/search-text";
import { fillText } from "~/lib/fill-text";
import { formatArea } from "~/lib/format";
import type { MapSite } from "~/lib/register-file";
import type { KnowledgeDoc, Reply, SiteTemplate } from "./engine";

export type SiteFinder = (question: string) => MapSite | undefined;

// One- and two-letter parts of a name ("Al", "H.") say nothing about which site is meant; a number
// ("Musala Al-Amin 2") does.
const MIN_TOKEN_LENGTH = 3;
const meaningful = (token: string) => token.length >= MIN_TOKEN_LENGTH || /^\d+$/.test(token);

const tokensOf = (text: string) => [...new Set(searchText(text).split(" ").filter(meaningful))];

/**
 * Prepares the register for naming questions. A name word used by more than one site in twenty (such as
 * "masjid" in most registers) is generic: it may be left out of the question. Every other word of the
 * name must be there, and at least two of its words (or its only word), so that "apa arti ikhlas" does
 * not become "Masjid Al-Ikhlas". Ties go to the site whose address the question also names.
 */
export function createSiteFinder(sites: readonly MapSite[]): SiteFinder {
  const named = sites.map((site) => ({ site, name: tokensOf(site.name), address: tokensOf(`${site.address} ${site.kelurahan ?? ""}`) }));
  const uses = new Map<string, number>();
  for (const { name } of named) for (const token of name) uses.set(token, (uses.get(token) ?? 0) + 1);
  const genericAbove = Math.max(1, sites.length * 0.05);
  return (question) => {
    const asked = new Set(tokensOf(question));
    if (asked.size === 0) return undefined;
    let best: { site: MapSite; score: number } | undefined;
    for (const { site, name, address } of named) {
      if (name.length === 0) continue;
      const required = name.filter((token) => (uses.get(token) ?? 0) <= genericAbove);
      const mustHave = required.length > 0 ? required : name;
      if (!mustHave.every((token) => asked.has(token))) continue;
      const matched = name.filter((token) => asked.has(token)).length;
      if (matched < Math.min(2, name.length)) continue;
      const score = matched * 10 + address.filter((token) => asked.has(token)).length;
      if (!best || score > best.score) best = { site, score };
    }
    return best?.site;
  };
}

/**
 * The answer about one site, as the content's template words it. A site not measured yet gets the
 * template that says so; a site not mapped yet gets the sentence that says its point is not on the map
 * (the answer already gives its address).
 */
export function siteDoc(site: MapSite, template: SiteTemplate): KnowledgeDoc {
  const values = {
    name: site.name,
    type: site.type,
    address: site.address,
    certified: site.certified ? template.certified : template.notCertified,
  };
  const answer =
    site.areaM2 === undefined ? fillText(template.answerUnmeasured, values) : fillText(template.answer, { ...values, area: formatArea(site.areaM2, 2) });
  return {
    id: `lokasi-${site.id}`,
    answer: site.lat === null || site.lng === null ? `${answer} ${template.unmapped}` : answer,
    link: template.link,
  };
}

/** The register's own answers (totals, the list): a question they caught may still name one site. */
const REGISTER_ANSWER = /^kantor-site/;

/**
 * Questions asking where something is ("di mana", "dmn", "letaknya", "alamat"): no general answer says
 * where a named site is, so the register is looked at even when the index answered ("di mana musala baru"
 * is not the answer on moving a wakaf to a new place). "lokasi" is not one: "mau pindah lokasi" asks the law.
 */
const ASKS_WHERE = /(^|[^a-z])(di ?mana|dmn|letak\w*|alamat\w*)($|[^a-z])/i;

/**
 * Whether the register is worth fetching for this reply: no answer (the fallback or unsure), a register
 * answer, or a question asking where something is.
 */
export function mayNameSite(reply: Reply, question: string): boolean {
  return reply.kind !== "answer" || REGISTER_ANSWER.test(reply.doc.id) || ASKS_WHERE.test(question);
}

/** The reply to give once the register is there: the named site's answer when the question names one. */
export function withSite(reply: Reply, question: string, findSite: SiteFinder, template: SiteTemplate): Reply {
  if (!mayNameSite(reply, question)) return reply;
  const site = findSite(question);
  return site ? { kind: "answer", doc: siteDoc(site, template), score: reply.score } : reply;
}
