import { ListDepthNote } from "../../lib/list-depth-note.tsx";
import { PageLinks } from "../../lib/page-links.tsx";
import { ArticleList, type ListedArticle } from "./article-list.tsx";
import { newsTexts as texts } from "./news-texts.ts";

/**
 * One page of a channel's articles with the pager under it: a page past the last says so (the
 * first one, that there are none yet); given the list's `total`, the depth note of a deep list too.
 */
export function PagedArticles({
  records,
  current,
  pages,
  href,
  total,
  detailPath,
}: {
  records: readonly ListedArticle[];
  current: number;
  pages: number;
  href: (page: number) => string;
  total?: number;
  detailPath?: string;
}) {
  return (
    <>
      <ArticleList records={records} emptyText={current > 1 ? texts.beyond : texts.empty} detailPath={detailPath} />
      <PageLinks page={current} pages={pages} href={href} />
      {total !== undefined && <ListDepthNote total={total} text={texts.depthNote} />}
    </>
  );
}
