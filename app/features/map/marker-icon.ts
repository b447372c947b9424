// The map marker, shared by the map page and the site pages' small maps (client chunks only).
import L from "leaflet";
import iconRetinaUrl from "leaflet/dist/images/marker-icon-2x.png";
import iconUrl from "leaflet/dist/images/marker-icon.png";

// Imported through the bundler, so the production build carries the images (inlined or hashed);
// Leaflet's default icon would look for them next to the CSS or on a CDN and break after bundling.
// The shadow is drawn with CSS (site-map.css), not Leaflet's 41 px shadow image, which has no
// high-density version and looks blurred on phones (decision 044).
export const markerIcon = L.icon({
  iconUrl,
  iconRetinaUrl,
  className: "wakaf-marker",
  iconSize: [25, 41],
  iconAnchor: [12, 41],
  popupAnchor: [1, -34],
});
