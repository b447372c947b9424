// Whether a question is about property still to be given as wakaf ("tanah yg lagi disita bisa diwakafin?")
// or about property already wakaf ("tanah wakaf boleh disita?"). The index reads both as the terms "tanah",
// "sita", "wakaf"; only the form of the word wakaf tells them apart (round 23).
import { canonicalWord, tokenize } from "./normalize";

export type Stage = "giving" | "held";

/** A verb of wakaf, to give as wakaf: "diwakafkan", "diwakafin", "mewakafkan", "ngawakafkeun", "berwakaf", "wakafin". */
const GIVING_VERB = /^(?:di|me|nga|ng|ber)?wa[kq]a?[fp](?:kan|ken|in|keun)?$/;
const NOUN = /^wa[kq]a?[fp]$/;
/** What, named before the noun "wakaf", is property already given ("tanah wakaf", "harta wakaf"), in its Indonesian form. */
const PROPERTY: ReadonlySet<string> = new Set([
  "tanah",
  "harta",
  "aset",
  "sawah",
  "kebun",
  "kebon",
  "bangunan",
  "gedung",
  "rumah",
  "kuburan",
  "makam",
  "masjid",
  "musala",
  "benda",
  "barang",
]);
/** Words before a verb of wakaf that make it done: "yang sudah diwakafkan", "tos diwakafkeun". */
const DONE: ReadonlySet<string> = new Set(["sudah", "telah", "pernah"]);

/**
 * The stage a text asks about: "giving" when it names wakaf only as a verb not yet done, "held" when it names
 * property already wakaf (and no verb still to be done), undefined when it names neither or both.
 */
export function stageOf(text: string): Stage | undefined {
  const words = tokenize(text);
  let giving = false;
  let held = false;
  words.forEach((word, index) => {
    const before = canonicalWord(words[index - 1] ?? "");
    if (NOUN.test(word)) {
      if (PROPERTY.has(before)) held = true;
    } else if (GIVING_VERB.test(word)) {
      if (DONE.has(before)) held = true;
      else giving = true;
    }
  });
  if (giving === held) return undefined;
  return giving ? "giving" : "held";
}
