import { type articleCategories, homeArticleCategories } from "@cidp/api-client/contract";
import { lookAheadCap, PARTY_BUILDING_MODULE_CODE } from "@cidp/domain";
import { and, asc, desc, eq, gt, isNull, lte, ne, or, type SQL, sql } from "drizzle-orm";
import { unionAll } from "drizzle-orm/pg-core";
import type { Database } from "../../db/database.ts";
import { keywordBoundedPage } from "../../db/keyword-page.ts";
import { boundedPage } from "../../db/paging.ts";
import { formatDateTime } from "../../http/format.ts";
import { sanitizeRichText } from "../../http/rich-text.ts";
import { hostsByPlatform } from "./platform-hosts.repository.ts";
import {
  abilities,
  articles,
  banners,
  contentItems,
  dictEntries,
  frontPopups,
  homeDistricts,
  navItems,
  partyModules,
  platformConfigs,
  servicePackages,
  superviseFigures,
} from "./schema.ts";

/** A node of a navigation tree (spec §3 footer item). */
export interface NavNode {
  id: number;
  articleTitle: string;
  url: string;
  children: NavNode[];
}

/** A dictionary entry with its children. */
export interface DictNode {
  id: number;
  code: string;
  dictKey: string;
  dictValue: string;
  sort: number;
  children: DictNode[];
}

/** Builds a tree from rows with parentId, keeping the rows' order among siblings. */
function buildTree<R extends { id: number; parentId: number | null }, N extends { children: N[] }>(rows: R[], toNode: (row: R) => N): N[] {
  const nodes = new Map<number, N>();
  for (const row of rows) nodes.set(row.id, toNode(row));
  const roots: N[] = [];
  for (const row of rows) {
    const node = nodes.get(row.id);
    if (!node) continue;
    const parent = row.parentId === null ? undefined : nodes.get(row.parentId);
    (parent ? parent.children : roots).push(node);
  }
  return roots;
}

type ArticleRow = typeof articles.$inferSelect;
type ArticleCategory = (typeof articleCategories)[number];

type PolicyValidity = "valid" | "revised" | "repealed";

function articleSummary(a: ArticleRow) {
  return {
    id: a.id,
    category: a.category as ArticleCategory,
    title: a.title,
    summary: a.summary,
    coverImg: a.coverImg,
    source: a.source,
    publishTime: formatDateTime(a.publishedAt),
    policy:
      a.docNumber && a.validity
        ? { docNumber: a.docNumber, issuingAuthority: a.issuingAuthority ?? "", effectiveDate: a.effectiveDate ?? "", validity: a.validity as PolicyValidity }
        : null,
  };
}

/** How many of a channel's latest a detail page suggests. */
const RELATED_COUNT = 5;

/** Reads of the CMS service's tables. */
export function createCmsRepository(db: Database) {
  return {
    /** Every platform's configuration with its hosts (the portal picks by the request's host). */
    async listPlatformConfigs() {
      const rows = await db
        .select({
          id: platformConfigs.id,
          platformCode: platformConfigs.platformCode,
          ngCode: platformConfigs.ngCode,
          baseTitle: platformConfigs.baseTitle,
          subTitle: platformConfigs.subTitle,
          logoImg: platformConfigs.logoImg,
          codeImg: platformConfigs.codeImg,
          dataSource: platformConfigs.dataSource,
          officialAccountUrl: platformConfigs.officialAccountUrl,
          appDownloadUrl: platformConfigs.appDownloadUrl,
          customerServiceUrl: platformConfigs.customerServiceUrl,
          iosAppUrl: platformConfigs.iosAppUrl,
          androidAppUrl: platformConfigs.androidAppUrl,
          hotline: platformConfigs.hotline,
          serviceHours: platformConfigs.serviceHours,
          hiddenSections: platformConfigs.hiddenSections,
          icpNumber: platformConfigs.icpNumber,
          publicSecurityNumber: platformConfigs.publicSecurityNumber,
          operatingCompany: platformConfigs.operatingCompany,
          footerLinks: platformConfigs.footerLinks,
        })
        .from(platformConfigs)
        .orderBy(asc(platformConfigs.id));
      const hosts = await hostsByPlatform(db);
      return rows.map(({ id, ...config }) => ({ ...config, hosts: hosts.get(id) ?? [] }));
    },

    /** The navigation tree of a menu code. */
    async navigateTree(menuCode: string): Promise<NavNode[]> {
      const rows = await db.select().from(navItems).where(eq(navItems.menuCode, menuCode)).orderBy(asc(navItems.sort), asc(navItems.id));
      return buildTree(rows, (r) => ({ id: r.id, articleTitle: r.articleTitle, url: r.url, children: [] }));
    },

    /** A help page: a navigation item that has content. */
    async helpPage(id: number) {
      const [row] = await db.select().from(navItems).where(eq(navItems.id, id)).limit(1);
      if (!row || row.content === "") return null;
      return { id: row.id, title: row.articleTitle, content: row.content, updateTime: formatDateTime(row.updatedAt) };
    },

    /** A dictionary's entries with their children. */
    async dictionary(code: string): Promise<DictNode[]> {
      const rows = await db.select().from(dictEntries).where(eq(dictEntries.code, code)).orderBy(asc(dictEntries.sort), asc(dictEntries.id));
      return buildTree(rows, (r) => ({ id: r.id, code: r.code, dictKey: r.dictKey, dictValue: r.dictValue, sort: r.sort, children: [] }));
    },

    banners(position: string) {
      return db
        .select({ id: banners.id, title: banners.title, imgUrl: banners.imgUrl, linkUrl: banners.linkUrl, sort: banners.sort })
        .from(banners)
        .where(eq(banners.position, position))
        .orderBy(asc(banners.sort), asc(banners.id));
    },

    async homeDistricts(isShow?: 0 | 1) {
      const rows = await db
        .select()
        .from(homeDistricts)
        .where(isShow === undefined ? undefined : eq(homeDistricts.isShow, isShow))
        .orderBy(asc(homeDistricts.sort), asc(homeDistricts.id));
      return rows.map((d) => ({
        id: d.id,
        name: d.name,
        code: d.code,
        subTitle: d.subTitle,
        sort: d.sort,
        isShow: d.isShow === 1 ? (1 as const) : (0 as const),
      }));
    },

    async servicePackages() {
      const rows = await db.select().from(servicePackages).orderBy(asc(servicePackages.sort), asc(servicePackages.id));
      return rows.map((p) => ({
        id: p.id,
        name: p.name,
        category: p.category,
        price: (p.priceFen / 100).toFixed(2),
        period: p.period,
        description: p.description,
        features: p.features,
        imgUrl: p.imgUrl,
        details: {
          provider: p.details.provider ?? "",
          scope: p.details.scope ?? [],
          deliverables: p.details.deliverables ?? [],
          terms: p.details.terms ?? [],
          refundRules: p.details.refundRules ?? [],
        },
      }));
    },

    async supervise(type: string, regionCode: string) {
      const [row] = await db
        .select()
        .from(superviseFigures)
        .where(and(eq(superviseFigures.type, type), eq(superviseFigures.regionCode, regionCode)))
        .limit(1);
      return row
        ? {
            type: row.type,
            code: row.regionCode,
            regionName: row.regionName,
            title: row.title,
            updateTime: formatDateTime(row.updatedAt),
            figures: row.figures,
          }
        : null;
    },

    abilities() {
      return db
        .select({ id: abilities.id, name: abilities.name, description: abilities.description, icon: abilities.icon, linkUrl: abilities.linkUrl })
        .from(abilities)
        .orderBy(asc(abilities.sort), asc(abilities.id));
    },

    /**
     * The latest `perCategory` articles of each category: one short index range per category
     * (`article_category_published_idx`, newest end), so the cost is five times `perCategory`
     * rows whatever the table holds — not a ranking of every article.
     */
    async homeArticles(perCategory: number) {
      const [first, second, ...rest] = homeArticleCategories.map((category) =>
        db.select().from(articles).where(eq(articles.category, category)).orderBy(desc(articles.publishedAt), desc(articles.id)).limit(perCategory),
      );
      // One statement for the five ranges (the categories are a fixed list of five).
      const rows = first && second ? await unionAll(first, second, ...rest) : [];
      const result: Record<(typeof homeArticleCategories)[number], ReturnType<typeof articleSummary>[]> = {
        news: [],
        policy: [],
        industry: [],
        salon: [],
        party: [],
      };
      // SQL promises no order across a union's branches: newest first again (a few dozen rows).
      rows.sort((a, b) => b.publishedAt.getTime() - a.publishedAt.getTime() || b.id - a.id);
      for (const row of rows) {
        const summary = articleSummary(row);
        if (summary.category !== "knowledge") result[summary.category].push(summary);
      }
      return result;
    },

    /**
     * A page of articles, newest first, by category and keyword: an index range in the list's
     * order (per category, or across them), bounded in depth, with a bounded count
     * (`COUNT_CAP`, "1000+"). A keyword is found through the bigram index of title and summary
     * (keyword-match.ts), or checked along that range when it is common.
     */
    /** The party-building modules (党建栏目), the menu's (202408150001) first. */
    async partyModules() {
      const rows = await db.select({ code: partyModules.code, name: partyModules.name }).from(partyModules).orderBy(asc(partyModules.id));
      return [...rows.filter((row) => row.code === PARTY_BUILDING_MODULE_CODE), ...rows.filter((row) => row.code !== PARTY_BUILDING_MODULE_CODE)];
    },

    /**
     * A page of articles, newest first: of a category, of a policy 有效性, of a party-building module
     * (only 党建 articles carry one, so the module alone selects them, along its own index), with a keyword.
     */
    async articlePage(current: number, size: number, category?: string, keyword?: string, validity?: string, moduleCode?: string) {
      const conditions: SQL[] = [];
      if (moduleCode !== undefined) conditions.push(eq(articles.moduleCode, moduleCode));
      if (category && !(moduleCode !== undefined && category === "party")) conditions.push(eq(articles.category, category));
      if (validity) conditions.push(eq(articles.validity, validity));
      const where = conditions.length > 0 ? and(...conditions) : undefined;
      const order = [desc(articles.publishedAt), desc(articles.id)];
      // With a keyword the count looks ten pages ahead: a common word is checked row by row along
      // the list's order, and a count to the lists' cap checked a thousand rows.
      const { rows, total, pages } = keyword
        ? await keywordBoundedPage(
            db,
            articles,
            where,
            { text: keyword, columns: [articles.title, articles.summary] },
            order,
            current,
            size,
            lookAheadCap(current, size),
          )
        : await boundedPage(db, articles, where, order, current, size);
      return { records: rows.map(articleSummary), total, current, size, pages };
    },

    /**
     * One article, counting the view, with its channel neighbours (index reads either side of its
     * place in the list order) and the channel's latest others. The body is sanitised again on the
     * way out: whatever reached the table by another path is reduced to the rich-text policy.
     */
    async articleDetail(id: number) {
      const [row] = await db
        .update(articles)
        .set({ viewCount: sql`${articles.viewCount} + 1` })
        .where(eq(articles.id, id))
        .returning();
      if (!row) return null;
      const link = { id: articles.id, title: articles.title };
      const sameChannel = eq(articles.category, row.category);
      // Row comparisons against the stored key (microseconds, which a Date would round away):
      // index conditions on article_category_published_idx, so each neighbour is one index step,
      // not a walk from the channel's end to the article's place.
      const place = sql`(select ${articles.publishedAt}, ${articles.id} from ${articles} where ${articles.id} = ${row.id})`;
      const older = sql`(${articles.publishedAt}, ${articles.id}) < ${place}`;
      const newer = sql`(${articles.publishedAt}, ${articles.id}) > ${place}`;
      const [previous, next, related] = await Promise.all([
        db.select(link).from(articles).where(and(sameChannel, older)).orderBy(desc(articles.publishedAt), desc(articles.id)).limit(1),
        db.select(link).from(articles).where(and(sameChannel, newer)).orderBy(asc(articles.publishedAt), asc(articles.id)).limit(1),
        db
          .select({ ...link, publishedAt: articles.publishedAt })
          .from(articles)
          .where(and(sameChannel, ne(articles.id, row.id)))
          .orderBy(desc(articles.publishedAt), desc(articles.id))
          .limit(RELATED_COUNT),
      ]);
      return {
        ...articleSummary(row),
        content: sanitizeRichText(row.content),
        viewCount: row.viewCount,
        author: row.author,
        previous: previous[0] ?? null,
        next: next[0] ?? null,
        related: related.map((r) => ({ id: r.id, title: r.title, publishTime: formatDateTime(r.publishedAt) })),
      };
    },

    /** The newest active popup whose window contains now, or null. */
    async frontPopup(now: Date) {
      const [row] = await db
        .select({ id: frontPopups.id, title: frontPopups.title, imgUrl: frontPopups.imgUrl, linkUrl: frontPopups.linkUrl, content: frontPopups.content })
        .from(frontPopups)
        .where(and(eq(frontPopups.active, true), lte(frontPopups.startsAt, now), or(isNull(frontPopups.endsAt), gt(frontPopups.endsAt, now))))
        .orderBy(desc(frontPopups.startsAt), desc(frontPopups.id))
        .limit(1);
      return row ?? null;
    },

    contentList(code: string) {
      return db
        .select({
          id: contentItems.id,
          title: contentItems.title,
          summary: contentItems.summary,
          imgUrl: contentItems.imgUrl,
          linkUrl: contentItems.linkUrl,
          sort: contentItems.sort,
        })
        .from(contentItems)
        .where(eq(contentItems.code, code))
        .orderBy(asc(contentItems.sort), asc(contentItems.id));
    },
  };
}
