import { ItemEditPage, ItemNewPage, ItemsListPage } from "../content-items/item-pages";
import { NEWS_KIND } from "./news-kind";

/** /berita: the news items in the site's order. */
export const NewsListPage = () => <ItemsListPage kind={NEWS_KIND} />;
/** /berita/baru. */
export const NewsNewPage = () => <ItemNewPage kind={NEWS_KIND} />;
/** /berita/:id. */
export const NewsEditPage = () => <ItemEditPage kind={NEWS_KIND} />;
