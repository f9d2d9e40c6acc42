import type { TableColumn } from "@cidp/ui";
import { Link } from "react-router";
import { type ArticleRow, loadMyArticles } from "../features/shop-services/member-shop-services.server.ts";
import { shopServicePaths as paths } from "../features/shop-services/shop-service-paths.ts";
import { shopServiceTexts as texts } from "../features/shop-services/shop-service-texts.ts";
import { ListOrAlert } from "../lib/list-or-alert.tsx";
import * as page from "../lib/page.css.ts";
import { RecordTable } from "../lib/record-table.tsx";
import { pageMeta } from "../lib/seo/page-meta.ts";
import { PrimaryLink } from "../lib/styled-links.tsx";
import { TitleRow } from "../lib/title-row.tsx";
import type { Route } from "./+types/user-service-publish-knowledge-list";

export async function loader({ context }: Route.LoaderArgs) {
  return loadMyArticles(context);
}

/** 知识文章 (spec §2 service-publish/knowledge-list): the business's articles, their review state, and where each is published. */
export default function KnowledgeList({ loaderData }: Route.ComponentProps) {
  const { records, error } = loaderData;
  const columns: TableColumn<ArticleRow>[] = [
    { key: "title", title: texts.articleTitle, render: (row) => <Link to={paths.knowledgeDetail(row.id)}>{row.title}</Link> },
    { key: "authorName", title: texts.author },
    { key: "stateLabel", title: texts.state },
    { key: "updateTime", title: texts.updateTime },
    {
      key: "id",
      title: texts.actions,
      render: (row) =>
        row.state === "draft" || row.state === "rejected" ? (
          <Link to={paths.knowledgeEdit(row.id)} aria-label={`${texts.edit}：${row.title}`}>
            {texts.edit}
          </Link>
        ) : row.articleId ? (
          <Link to={paths.knowledgeArticle(row.articleId)} aria-label={`${texts.viewInKnowledgeBase}：${row.title}`}>
            {texts.viewInKnowledgeBase}
          </Link>
        ) : (
          ""
        ),
    },
  ];
  return (
    <div className={page.inner}>
      <TitleRow title={texts.knowledgeTitle}>
        <span className={page.rowActions}>
          <PrimaryLink to={paths.knowledgeAdd}>{texts.knowledgeNew}</PrimaryLink>
          <Link to={paths.list}>{texts.back}</Link>
        </span>
      </TitleRow>
      <p>{texts.knowledgeIntro}</p>
      <ListOrAlert error={error}>
        <RecordTable caption={texts.knowledgeTitle} columns={columns} data={records} emptyText={texts.knowledgeEmpty} />
      </ListOrAlert>
    </div>
  );
}

export function meta(args: Route.MetaArgs) {
  return pageMeta(args, { title: texts.knowledgeTitle, description: texts.knowledgeIntro }, { name: "robots", content: "noindex" });
}
