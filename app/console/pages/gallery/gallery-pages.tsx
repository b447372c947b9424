import { ItemEditPage, ItemNewPage, ItemsListPage } from "../content-items/item-pages";
import { GALLERY_KIND } from "./gallery-kind";

/** /galeri: the gallery's photos in the site's order. */
export const GalleryListPage = () => <ItemsListPage kind={GALLERY_KIND} />;
/** /galeri/baru. */
export const GalleryNewPage = () => <ItemNewPage kind={GALLERY_KIND} />;
/** /galeri/:id. */
export const GalleryEditPage = () => <ItemEditPage kind={GALLERY_KIND} />;
