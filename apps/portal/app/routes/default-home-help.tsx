import { ApiError, getFooterNavigateTree, getHelpDetail } from "@cidp/api-client";
import { data, Link } from "react-router";
import { RichText } from "../features/news/rich-text.tsx";
import { messages } from "../lib/messages.ts";
import * as styles from "../lib/page.css.ts";
import { sanitizeRichText } from "../lib/rich-text.server.ts";
import { fillText, pageMeta } from "../lib/seo/page-meta.ts";
import { portalRequest } from "../lib/session/portal-request.server.ts";
import type { Route } from "./+types/default-home-help";

const texts = messages.help;

interface HelpNode {
  id: number;
  articleTitle: string;
  url: string;
  children: HelpNode[];
}

/** The first help page of the tree (an entry without an address of its own). */
function firstPage(nodes: readonly HelpNode[]): HelpNode | null {
  for (const node of nodes) {
    if (node.children.length === 0 && !node.url) return node;
    const inner = firstPage(node.children);
    if (inner) return inner;
  }
  return null;
}

/** The help tree (the footer's) and the page `?id=` names, or the first one; an unknown id answers 404. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const client = portalRequest(context).visitor;
  const tree = (await getFooterNavigateTree(client, { silent: true })).data as HelpNode[];
  const raw = new URL(request.url).searchParams.get("id");
  const id = raw === null ? (firstPage(tree)?.id ?? null) : Number(raw);
  if (id === null) return { tree, page: null };
  if (!Number.isSafeInteger(id) || id <= 0) throw data(texts.missing, { status: 404 });
  try {
    const page = (await getHelpDetail(client, { id }, { silent: true })).data;
    return { tree, page: { ...page, content: sanitizeRichText(page.content) } };
  } catch (error) {
    if (error instanceof ApiError && (error.code === 404 || error.code === 400)) throw data(texts.missing, { status: 404 });
    throw error;
  }
}

function HelpTree({ nodes, current }: { nodes: readonly HelpNode[]; current: number | null }) {
  return (
    <ul>
      {nodes.map((node) => (
        <li key={node.id}>
          {node.children.length > 0 ? (
            <>
              <span>{node.articleTitle}</span>
              <HelpTree nodes={node.children} current={current} />
            </>
          ) : node.url ? (
            <a href={node.url}>{node.articleTitle}</a>
          ) : (
            <Link to={`/default/home/help?id=${node.id}`} aria-current={node.id === current ? "page" : undefined}>
              {node.articleTitle}
            </Link>
          )}
        </li>
      ))}
    </ul>
  );
}

/** 帮助中心 (spec §2 home/help): the help tree beside the page it opens, server-rendered. */
export default function DefaultHomeHelp({ loaderData }: Route.ComponentProps) {
  const { tree, page } = loaderData;
  return (
    <div className={styles.inner} data-help-id={page?.id ?? ""}>
      <h1>{messages.helpTitle}</h1>
      <div className={styles.helpLayout}>
        <nav aria-label={texts.nav} className={styles.panel}>
          <HelpTree nodes={tree} current={page?.id ?? null} />
        </nav>
        <article className={styles.panel} data-testid="help-page">
          {page ? (
            <>
              {/* Pages written with their own heading keep it; others get the title. */}
              {!page.content.startsWith("<h2>") && <h2>{page.title}</h2>}
              <p>
                <small>{texts.updated.replace("{time}", page.updateTime.slice(0, 10))}</small>
              </p>
              <RichText html={page.content} />
            </>
          ) : (
            <p>{texts.pick}</p>
          )}
        </article>
      </div>
    </div>
  );
}

export function meta(args: Route.MetaArgs) {
  const page = args.loaderData?.page;
  return pageMeta(args, {
    title: page ? `${page.title} - ${messages.helpTitle}` : messages.helpTitle,
    description: page ? fillText(messages.seo.helpPage, { title: page.title }) : messages.seo.help,
  });
}
