// One site of the register as the console's site form edits it (docs/office-console-contract.md,
// "Register of wakaf land", /situs): the office API writes these shapes and the console reads them, so
// both sides are typed from here. Types and constants only: the console's bundle takes it as it is.

/**
 * A site's fields, flat, as the form shows them: every text "" when the register has nothing for it,
 * the numbers null. The register file itself (app/content/sites.schema.ts) leaves empty fields out and
 * keeps the point as GeoJSON [longitude, latitude].
 */
export interface SiteFields {
  name: string;
  /** One of the register's types (choices.types). */
  type: string;
  kelurahan: string;
  address: string;
  /** m²; null while the parcel has not been measured. */
  areaM2: number | null;
  /** A stage id of the register (choices.stages); null when no stage is recorded. */
  stage: string | null;
  /** Follows from the stage; stands on its own only without one. */
  certified: boolean;
  aiwNumber: string;
  aiwDate: string;
  certificateNumber: string;
  nib: string;
  wakif: string;
  nazhir: string;
  use: string;
  note: string;
  /** The point; both null while the parcel has not been mapped. */
  lat: number | null;
  lng: number | null;
}

/**
 * What a save sends as `site`: the fields (texts as typed; the area may be text as offices write it,
 * "1.250,5"), and the point either as `lat` + `lng` numbers or as one text `location` in any shape the
 * importer reads ("-6.8851, 107.6132", a Google Maps address, 6°53'05.2"S 107°37'00.4"E). A non-empty
 * `location` wins over `lat`/`lng`; neither means "not mapped yet".
 */
export type SiteInput = Partial<Omit<SiteFields, "areaM2">> & { areaM2?: number | string | null; location?: string };

/** The register's own lists, for the form's choices. */
export interface SiteChoices {
  types: string[];
  stages: { id: string; label: string; certified: boolean }[];
}

/** A refusal or a warning about one field ("name", "areaM2", "location", …; "" or another path: the whole register). */
export interface SiteIssue {
  path: string;
  message: string;
}

/** GET /register/situs/:id, and the answer of a save (with the importer's warnings about what was kept). */
export interface SiteAnswer {
  id: string;
  site: SiteFields;
  /** The register draft's version a change must name. */
  version: number;
  choices: SiteChoices;
  warnings?: SiteIssue[];
}

export interface SiteListItem {
  id: string;
  name: string;
  type: string;
  kelurahan: string;
  /** The stage's label, or whether it is certified when no stage is recorded. */
  status: string;
  located: boolean;
}

/** GET /register/situs?q=&halaman=&per=: the current register (the draft if any, else the published). */
export interface SitesPage {
  items: SiteListItem[];
  total: number;
  page: number;
  perPage: number;
  q: string;
  /** True when the list is the draft register (it differs from what the site shows). */
  draft: boolean;
  version: number;
  choices: SiteChoices;
}
