// The map's popup and the address's ?lokasi= follow each other: a shared link or Back/Forward opens the
// site it names; Back/Forward to a view without one closes the popup. Kept pure so each case is tested.

export interface AddressChange {
  /** The site the address named when this was last decided ("" for none). */
  before: string;
  /** The site the address names now ("" for none). */
  lokasi: string;
  /** The site whose popup the map has open or is opening ("" for none). */
  openSite: string;
  /** The address changed by Back/Forward (or is the page's first load, which the router also calls POP). */
  backOrForward: boolean;
}

export function popupForAddress({ before, lokasi, openSite, backOrForward }: AddressChange): "open" | "close" | "keep" {
  if (lokasi) return lokasi === openSite ? "keep" : "open";
  // Only a step back from an address that named a site closes the popup. Not a replace: while one popup
  // replaces another the address passes through an empty ?lokasi=. Not the first look at the address
  // either: a "Lihat di peta" tapped before the page was ready is replayed as React takes the page
  // over, before the page reads its address for the first time, and its popup must stay.
  return before && openSite && backOrForward ? "close" : "keep";
}
