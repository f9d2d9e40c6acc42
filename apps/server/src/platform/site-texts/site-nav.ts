import { FOOTER_MENU_CODE, type HelpArticleFields, type PartnerLinkFields } from "@cidp/api-client/contract";
import { and, asc, count, eq, isNull, sql } from "drizzle-orm";
import type { Database } from "../../db/database.ts";
import { sanitizeRichText } from "../../http/rich-text.ts";
import { navItems } from "../cms/schema.ts";
import { type LinkChangeApplier, type LinkReviewGate, newOffSiteLinks } from "../content-desk/link-reviews.ts";
import type { StaffActor } from "../operator/member-admin.ts";
import { operatorAudit } from "../operator/schema.ts";
import { SiteTextsError } from "./site-texts.ts";

/** What a 友情链接 change answers: the link's id (null for a new one while held), and whether it waits for 内容审核. */
export interface PartnerLinkChange {
  id: number | null;
  waitsForReview: boolean;
}

/** The footer's column of partner sites; every other column of the footer is a column of the help center. */
const PARTNER_COLUMN = "友情链接";

type NavRow = typeof navItems.$inferSelect;

/** A body's words for the audit log: the text without its markup, cut short. */
const bodyWords = (html: string) => {
  const text = html
    .replace(/<[^>]*>/g, " ")
    .replace(/\s+/g, " ")
    .trim();
  return text.length > 120 ? `${text.slice(0, 120)}…` : text;
};

/**
 * 友情链接 and 帮助中心: the footer's navigation tree (INDUSTRY_NAVIGATE_FOOT), whose 友情链接
 * column holds the partner sites and whose other columns hold the help articles (entries with HTML
 * content). Each change is one transaction with its audit line (before → after); the table's
 * triggers tell every portal (its footer, help center and sitemap) and queue the help page for the
 * search index. A 友情链接 to an address off the platform it did not lead to before waits for 内容审核.
 */
export function createSiteNav(db: Database, reviews: LinkReviewGate, now: () => Date = () => new Date()) {
  const audit = (tx: Database, actor: StaffActor, action: string, id: number, detail: Record<string, unknown>) =>
    tx.insert(operatorAudit).values({ operatorId: actor.operatorId, action, subjectKind: "nav", subjectId: id, detail, ip: actor.ip, createdAt: now() });

  /** One change of the footer at a time: moves and additions number the siblings from a settled order. */
  const lockFooter = (tx: Database) => tx.execute(sql`select pg_advisory_xact_lock(hashtext('footer-navigation'))`);

  const columnsOf = (tx: Database) =>
    tx
      .select()
      .from(navItems)
      .where(and(eq(navItems.menuCode, FOOTER_MENU_CODE), isNull(navItems.parentId)))
      .orderBy(asc(navItems.sort), asc(navItems.id));

  const childrenOf = (tx: Database, parentId: number) =>
    tx
      .select()
      .from(navItems)
      .where(and(eq(navItems.menuCode, FOOTER_MENU_CODE), eq(navItems.parentId, parentId)))
      .orderBy(asc(navItems.sort), asc(navItems.id));

  async function partnerColumn(tx: Database): Promise<NavRow | undefined> {
    return (await columnsOf(tx)).find((column) => column.articleTitle === PARTNER_COLUMN);
  }

  async function rowOf(tx: Database, id: number): Promise<NavRow | undefined> {
    const [row] = await tx
      .select()
      .from(navItems)
      .where(and(eq(navItems.id, id), eq(navItems.menuCode, FOOTER_MENU_CODE)))
      .limit(1);
    return row;
  }

  /** A partner link: a child of the 友情链接 column. */
  async function partnerLinkOf(tx: Database, id: number): Promise<NavRow> {
    const [row, column] = [await rowOf(tx, id), await partnerColumn(tx)];
    if (!row || !column || row.parentId !== column.id) throw new SiteTextsError(404, "友情链接不存在");
    return row;
  }

  /** A help column (a top-level entry other than 友情链接) by its id. */
  async function helpColumnOf(tx: Database, id: number): Promise<NavRow> {
    const row = await rowOf(tx, id);
    if (!row || row.parentId !== null || row.articleTitle === PARTNER_COLUMN) throw new SiteTextsError(404, "栏目不存在");
    return row;
  }

  /** A help article: an entry without an address of its own under a help column. */
  async function helpArticleOf(tx: Database, id: number): Promise<{ row: NavRow; column: NavRow }> {
    const row = await rowOf(tx, id);
    if (!row || row.parentId === null || row.url !== "") throw new SiteTextsError(404, "帮助文章不存在");
    const column = await rowOf(tx, row.parentId);
    if (!column || column.parentId !== null || column.articleTitle === PARTNER_COLUMN) throw new SiteTextsError(404, "帮助文章不存在");
    return { row, column };
  }

  /** Moves an entry one place among its siblings and numbers them 1… in the new order. */
  async function move(tx: Database, row: NavRow, direction: "up" | "down"): Promise<{ from: number; to: number }> {
    const siblings = row.parentId === null ? await columnsOf(tx) : await childrenOf(tx, row.parentId);
    const from = siblings.findIndex((sibling) => sibling.id === row.id);
    const to = direction === "up" ? from - 1 : from + 1;
    if (to < 0 || to >= siblings.length) throw new SiteTextsError(400, direction === "up" ? "已经是第一个" : "已经是最后一个");
    const order = [...siblings];
    [order[from], order[to]] = [order[to] as NavRow, order[from] as NavRow];
    for (const [index, sibling] of order.entries()) {
      if (sibling.sort !== index + 1)
        await tx
          .update(navItems)
          .set({ sort: index + 1 })
          .where(eq(navItems.id, sibling.id));
    }
    return { from: from + 1, to: to + 1 };
  }

  async function nextSort(tx: Database, parentId: number): Promise<number> {
    const [row] = await tx
      .select({ last: sql<number>`coalesce(max(${navItems.sort}), 0)` })
      .from(navItems)
      .where(eq(navItems.parentId, parentId));
    return Number(row?.last ?? 0) + 1;
  }

  /** The body as the portal may show it: reduced to the platform's rich-text policy, refused when nothing is left. */
  function cleanBody(content: string): string {
    const clean = sanitizeRichText(content).trim();
    if (bodyWords(clean) === "" && !/<img\b/i.test(clean)) throw new SiteTextsError(400, "请输入正文");
    return clean;
  }

  async function insertPartnerLink(tx: Database, fields: PartnerLinkFields, actor: StaffActor): Promise<number> {
    await lockFooter(tx);
    let column = await partnerColumn(tx);
    if (!column) {
      const columns = await columnsOf(tx);
      [column] = await tx
        .insert(navItems)
        .values({ menuCode: FOOTER_MENU_CODE, parentId: null, articleTitle: PARTNER_COLUMN, sort: (columns.at(-1)?.sort ?? 0) + 1 })
        .returning();
    }
    if (!column) throw new Error("partner column not written");
    const [row] = await tx
      .insert(navItems)
      .values({
        menuCode: FOOTER_MENU_CODE,
        parentId: column.id,
        articleTitle: fields.name,
        url: fields.url,
        sort: await nextSort(tx, column.id),
        updatedAt: now(),
      })
      .returning({ id: navItems.id });
    if (!row) throw new Error("partner link not written");
    await audit(tx, actor, "partner-link.created", row.id, { title: fields.name, after: { name: fields.name, url: fields.url } });
    return row.id;
  }

  async function writePartnerLink(tx: Database, row: NavRow, fields: PartnerLinkFields, actor: StaffActor): Promise<void> {
    await tx.update(navItems).set({ articleTitle: fields.name, url: fields.url, updatedAt: now() }).where(eq(navItems.id, row.id));
    await audit(tx, actor, "partner-link.updated", row.id, {
      title: fields.name,
      before: { name: row.articleTitle, url: row.url },
      after: { name: fields.name, url: fields.url },
    });
  }
  return {
    async partnerLinks() {
      const column = await partnerColumn(db);
      if (!column) return [];
      return (await childrenOf(db, column.id)).map((row) => ({ id: row.id, title: row.articleTitle, url: row.url }));
    },

    async createPartnerLink(fields: PartnerLinkFields, actor: StaffActor): Promise<PartnerLinkChange> {
      return db.transaction(async (tx) => {
        const offSiteLinks = newOffSiteLinks([fields.url], []);
        if (offSiteLinks.length > 0) {
          await reviews.hold(tx, { kind: "partner-link", targetId: null, title: fields.name, offSiteLinks, change: fields }, actor);
          return { id: null, waitsForReview: true };
        }
        return { id: await insertPartnerLink(tx, fields, actor), waitsForReview: false };
      });
    },

    async updatePartnerLink(id: number, fields: PartnerLinkFields, actor: StaffActor): Promise<PartnerLinkChange> {
      return db.transaction(async (tx) => {
        await lockFooter(tx);
        const row = await partnerLinkOf(tx, id);
        const offSiteLinks = newOffSiteLinks([fields.url], [row.url]);
        if (offSiteLinks.length > 0) {
          await reviews.hold(tx, { kind: "partner-link", targetId: id, title: fields.name, offSiteLinks, change: fields }, actor);
          return { id, waitsForReview: true };
        }
        await writePartnerLink(tx, row, fields, actor);
        return { id, waitsForReview: false };
      });
    },

    /** Applies an approved 友情链接 change, as its editor wrote it. */
    applyReviewedPartnerLink: (async (tx, held, editor) => {
      const fields = held.change as PartnerLinkFields;
      if (held.targetId === null) await insertPartnerLink(tx, fields, editor);
      else {
        await lockFooter(tx);
        await writePartnerLink(tx, await partnerLinkOf(tx, held.targetId), fields, editor);
      }
    }) satisfies LinkChangeApplier,

    async movePartnerLink(id: number, direction: "up" | "down", actor: StaffActor): Promise<void> {
      await db.transaction(async (tx) => {
        await lockFooter(tx);
        const row = await partnerLinkOf(tx, id);
        const { from, to } = await move(tx, row, direction);
        await audit(tx, actor, "partner-link.moved", id, { title: row.articleTitle, before: { sort: from }, after: { sort: to } });
      });
    },

    async deletePartnerLink(id: number, actor: StaffActor): Promise<void> {
      await db.transaction(async (tx) => {
        await lockFooter(tx);
        const row = await partnerLinkOf(tx, id);
        await tx.delete(navItems).where(eq(navItems.id, id));
        await audit(tx, actor, "partner-link.deleted", id, { title: row.articleTitle, before: { name: row.articleTitle, url: row.url } });
      });
    },

    async helpTree() {
      const columns = (await columnsOf(db)).filter((column) => column.articleTitle !== PARTNER_COLUMN);
      return Promise.all(
        columns.map(async (column) => ({
          id: column.id,
          title: column.articleTitle,
          articles: (await childrenOf(db, column.id)).map((row) => ({ id: row.id, title: row.articleTitle, url: row.url })),
        })),
      );
    },

    async helpArticle(id: number) {
      const { row, column } = await helpArticleOf(db, id);
      return { id: row.id, columnId: column.id, columnTitle: column.articleTitle, title: row.articleTitle, content: row.content };
    },

    async createHelpArticle(columnId: number, fields: HelpArticleFields, actor: StaffActor): Promise<{ id: number }> {
      const content = cleanBody(fields.content);
      return db.transaction(async (tx) => {
        await lockFooter(tx);
        const column = await helpColumnOf(tx, columnId);
        const [row] = await tx
          .insert(navItems)
          .values({
            menuCode: FOOTER_MENU_CODE,
            parentId: column.id,
            articleTitle: fields.title,
            content,
            sort: await nextSort(tx, column.id),
            updatedAt: now(),
          })
          .returning({ id: navItems.id });
        if (!row) throw new Error("help article not written");
        await audit(tx, actor, "help.created", row.id, {
          title: `${column.articleTitle}：${fields.title}`,
          after: { title: fields.title, content: bodyWords(content) },
        });
        return row;
      });
    },

    async saveHelpArticle(id: number, fields: HelpArticleFields, actor: StaffActor): Promise<void> {
      const content = cleanBody(fields.content);
      await db.transaction(async (tx) => {
        await lockFooter(tx);
        const { row, column } = await helpArticleOf(tx, id);
        await tx.update(navItems).set({ articleTitle: fields.title, content, updatedAt: now() }).where(eq(navItems.id, id));
        const before: Record<string, string> = {};
        const after: Record<string, string> = {};
        if (row.articleTitle !== fields.title) [before.title, after.title] = [row.articleTitle, fields.title];
        if (row.content !== content) [before.content, after.content] = [bodyWords(row.content), bodyWords(content)];
        await audit(tx, actor, "help.saved", id, { title: `${column.articleTitle}：${fields.title}`, before, after });
      });
    },

    async moveHelpArticle(id: number, direction: "up" | "down", actor: StaffActor): Promise<void> {
      await db.transaction(async (tx) => {
        await lockFooter(tx);
        const { row, column } = await helpArticleOf(tx, id);
        const { from, to } = await move(tx, row, direction);
        await audit(tx, actor, "help.moved", id, { title: `${column.articleTitle}：${row.articleTitle}`, before: { sort: from }, after: { sort: to } });
      });
    },

    /** Removes an article, or a help column that no longer holds anything. */
    async deleteHelpEntry(id: number, actor: StaffActor): Promise<void> {
      await db.transaction(async (tx) => {
        await lockFooter(tx);
        const row = await rowOf(tx, id);
        if (row && row.parentId === null && row.articleTitle !== PARTNER_COLUMN) {
          const [held] = await tx.select({ n: count() }).from(navItems).where(eq(navItems.parentId, id));
          if ((held?.n ?? 0) > 0) throw new SiteTextsError(409, "栏目下还有文章或链接，请先删除或移走它们");
          await tx.delete(navItems).where(eq(navItems.id, id));
          await audit(tx, actor, "help.column-deleted", id, { title: row.articleTitle });
          return;
        }
        const { row: article, column } = await helpArticleOf(tx, id);
        await tx.delete(navItems).where(eq(navItems.id, id));
        await audit(tx, actor, "help.deleted", id, {
          title: `${column.articleTitle}：${article.articleTitle}`,
          before: { title: article.articleTitle, content: bodyWords(article.content) },
        });
      });
    },
  };
}

export type SiteNav = ReturnType<typeof createSiteNav>;
