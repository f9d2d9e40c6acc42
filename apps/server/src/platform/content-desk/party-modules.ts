import { PARTY_BUILDING_MODULE_CODE } from "@cidp/domain";
import { asc, count, eq, sql } from "drizzle-orm";
import type { Database } from "../../db/database.ts";
import { cappedCount } from "../../db/paging.ts";
import { articles, partyModules } from "../cms/schema.ts";
import { type ContentActor, ContentDeskError, type ContentDeskStaff } from "./content-desk.ts";
import { contentEntries } from "./schema.ts";

const refusals = {
  missing: "党建栏目不存在",
  codeTaken: (code: string) => `栏目编码 ${code} 已存在`,
  nameTaken: (name: string) => `已有名为“${name}”的党建栏目`,
  isDefault: "默认栏目（党建要闻入口）不能删除",
  stillHeld: "栏目下还有文章或稿件，不能删除",
  notEmpty: (articles: number, entries: number) =>
    `栏目下还有${articles > 0 ? `${articles}篇已发布文章` : ""}${articles > 0 && entries > 0 ? "和" : ""}${entries > 0 ? `${entries}篇稿件` : ""}，请先将其移到其他栏目或删除后再删除栏目`,
} as const;

/**
 * 党建栏目: the party-building modules the portal's djyl/news-list filters by. Staff add one (a code
 * and a name), rename it (the code, and so the portal's address, stays) and remove it while nothing
 * belongs to it; each change is one transaction with its audit line. The menu's module
 * (202408150001) is every 党建 piece's default and is never removed.
 */
export function createPartyModules(db: Database, staff: ContentDeskStaff) {
  const audit = (tx: Database, actor: ContentActor, action: string, id: number, detail: Record<string, unknown>) =>
    staff.audit(tx, actor, action, id, detail, "party-module");

  async function rowOf(tx: Database, id: number) {
    const [row] = await tx.select().from(partyModules).where(eq(partyModules.id, id)).for("update").limit(1);
    if (!row) throw new ContentDeskError(404, refusals.missing);
    return row;
  }

  async function nameTaken(tx: Database, name: string, except?: number) {
    const [other] = await tx.select({ id: partyModules.id }).from(partyModules).where(eq(partyModules.name, name)).limit(1);
    return other !== undefined && other.id !== except;
  }

  /**
   * How many articles and pieces belong to a module, each counted up to the lists' cap along the
   * module's index (a total at the cap means "that many or more"): a module holds thousands of
   * articles at scale, and grouping them all on each call read every article.
   */
  const holding = (code: string) =>
    Promise.all([
      cappedCount(db, db.select({ one: sql<number>`1` }).from(articles).where(eq(articles.moduleCode, code))),
      cappedCount(db, db.select({ one: sql<number>`1` }).from(contentEntries).where(eq(contentEntries.moduleCode, code))),
    ]);

  return {
    /** Every module, the menu's first, then in the order they were added. */
    async list() {
      const rows = await db.select().from(partyModules).orderBy(asc(partyModules.id));
      const held = await Promise.all(rows.map((row) => holding(row.code)));
      return rows
        .map((row, i) => ({
          id: row.id,
          code: row.code,
          name: row.name,
          articleCount: held[i]?.[0] ?? 0,
          entryCount: held[i]?.[1] ?? 0,
          isDefault: row.code === PARTY_BUILDING_MODULE_CODE,
        }))
        .sort((a, b) => Number(b.isDefault) - Number(a.isDefault));
    },

    async create(fields: { code: string; name: string }, actor: ContentActor): Promise<{ id: number }> {
      return db.transaction(async (tx) => {
        if (await nameTaken(tx, fields.name)) throw new ContentDeskError(409, refusals.nameTaken(fields.name));
        const [row] = await tx.insert(partyModules).values(fields).onConflictDoNothing().returning({ id: partyModules.id });
        if (!row) throw new ContentDeskError(409, refusals.codeTaken(fields.code));
        await audit(tx, actor, "party-module.created", row.id, { title: `${fields.code} ${fields.name}` });
        return row;
      });
    },

    async rename(id: number, name: string, actor: ContentActor): Promise<void> {
      await db.transaction(async (tx) => {
        const row = await rowOf(tx, id);
        if (row.name === name) return;
        if (await nameTaken(tx, name, id)) throw new ContentDeskError(409, refusals.nameTaken(name));
        await tx.update(partyModules).set({ name }).where(eq(partyModules.id, id));
        await audit(tx, actor, "party-module.renamed", id, { title: `${row.code} ${row.name} → ${name}` });
      });
    },

    /** Removes an empty module (no article, no piece); the references restrict it in the database too. */
    async remove(id: number, actor: ContentActor): Promise<void> {
      await db
        .transaction(async (tx) => {
          const row = await rowOf(tx, id);
          if (row.code === PARTY_BUILDING_MODULE_CODE) throw new ContentDeskError(409, refusals.isDefault);
          const [[inArticles], [inEntries]] = await Promise.all([
            tx.select({ n: count() }).from(articles).where(eq(articles.moduleCode, row.code)),
            tx.select({ n: count() }).from(contentEntries).where(eq(contentEntries.moduleCode, row.code)),
          ]);
          const held = { articles: inArticles?.n ?? 0, entries: inEntries?.n ?? 0 };
          if (held.articles > 0 || held.entries > 0) throw new ContentDeskError(409, refusals.notEmpty(held.articles, held.entries));
          await tx.delete(partyModules).where(eq(partyModules.id, id));
          await audit(tx, actor, "party-module.deleted", id, { title: `${row.code} ${row.name}` });
        })
        .catch((error: unknown) => {
          // A piece that chose the module while this one checked: the reference refused the delete.
          if ((error as { cause?: { code?: string } }).cause?.code === "23503") throw new ContentDeskError(409, refusals.stillHeld);
          throw error;
        });
    },
  };
}

/** The party modules' desk type. */
export type PartyModules = ReturnType<typeof createPartyModules>;
