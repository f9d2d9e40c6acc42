import { ApiError, getArticleDetail, getArticlePage, getPartyModuleList } from "@cidp/api-client";
import { articleCategories, policyValidities } from "@cidp/api-client/contract";
import { data } from "react-router";
import { listPage } from "../../lib/page-number.ts";
import { sanitizeRichText } from "../../lib/rich-text.server.ts";
import { portalRequest, type RequestContext } from "../../lib/session/portal-request.server.ts";
import { newsTexts } from "./news-texts.ts";

export type Channel = (typeof articleCategories)[number];

const oneOf = <T extends string>(list: readonly T[], value: string | null): T | null => (list.includes(value as T) ? (value as T) : null);

/** What a list page asks for besides the address: its page size, and a channel or page it fixes. */
export interface ListOptions {
  size: number;
  category?: Channel;
  current?: number;
  /** 党建 articles of one party-building module (djyl/news-list's `modulecode`). */
  moduleCode?: string;
}

/** A page of a channel (`?category=`, or the one the route fixes), `?current=` and, for policies, `?validity=`. */
export async function loadArticlePage(request: Request, context: RequestContext, options: ListOptions) {
  const url = new URL(request.url);
  const category = options.category ?? oneOf(articleCategories, url.searchParams.get("category")) ?? "news";
  const validity = category === "policy" ? oneOf(policyValidities, url.searchParams.get("validity")) : null;
  const current = options.current ?? listPage(url.searchParams.get("current"));
  const query = { category, current, size: options.size, ...(validity ? { validity } : {}), ...(options.moduleCode ? { moduleCode: options.moduleCode } : {}) };
  const answer = await getArticlePage(portalRequest(context).visitor, query, { silent: true });
  return { category, validity, current, pages: answer.data.pages, total: answer.data.total, records: answer.data.records };
}

/** One article by `?id=`; an id that is not one, or names no article, answers the 404 page. */
export async function loadArticle(request: Request, context: RequestContext) {
  const id = Number(new URL(request.url).searchParams.get("id"));
  if (!Number.isSafeInteger(id) || id <= 0) throw data(newsTexts.empty, { status: 404 });
  try {
    const article = (await getArticleDetail(portalRequest(context).visitor, { id }, { silent: true })).data;
    // The services sanitise before storing and on the way out; the page does again what it renders.
    return { ...article, content: sanitizeRichText(article.content) };
  } catch (error) {
    if (error instanceof ApiError && (error.code === 404 || error.code === 400)) throw data(newsTexts.empty, { status: 404 });
    throw error;
  }
}

/** A party-building module (党建栏目): the code the list's address carries and its name. */
export interface PartyModule {
  code: string;
  name: string;
}

/** The party-building modules, the menu's first; none when the services cannot say (the pages still list every 党建 article). */
export async function loadPartyModules(context: RequestContext): Promise<PartyModule[]> {
  try {
    return (await getPartyModuleList(portalRequest(context).visitor, { silent: true })).data;
  } catch {
    return [];
  }
}
