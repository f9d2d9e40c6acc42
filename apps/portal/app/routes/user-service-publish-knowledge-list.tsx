import { Empty, Table, type TableColumn } from "@cidp/ui";
import { Link } from "react-router";
import { type ArticleRow, loadMyArticles } from "../features/shop-services/member-shop-services.server.ts";
import { shopServicePaths as paths } from "../features/shop-services/shop-service-paths.ts";
import { shopServiceTexts as texts } from "../features/shop-services/shop-service-texts.ts";
import * as page from "../lib/page.css.ts";
import { pageMeta } from "../lib/seo/page-meta.ts";
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
      <div className={page.titleRow}>
        <h1>{texts.knowledgeTitle}</h1>
        <span className={page.rowActions}>
          <Link className={page.primaryLink} to={paths.knowledgeAdd}>
            {texts.knowledgeNew}
          </Link>
          <Link to={paths.list}>{texts.back}</Link>
        </span>
      </div>
      <p>{texts.knowledgeIntro}</p>
      {error ? (
        <p role="alert">{error}</p>
      ) : (
        <Table
          caption={texts.knowledgeTitle}
          columns={columns}
          data={records}
          rowKey={(row) => String(row.id)}
          empty={<Empty description={texts.knowledgeEmpty} />}
        />
      )}
    </div>
  );
}

export function meta(args: Route.MetaArgs) {
  return pageMeta(args, { title: texts.knowledgeTitle, description: texts.knowledgeIntro }, { name: "robots", content: "noindex" });
}
