import { CONTENT_CHANNELS, type ContentEntryDetail, type ContentFields } from "@cidp/api-client/contract";
import { approval, CONTENT_STATE_LABELS, type ContentEvent, contentTransition, PARTY_BUILDING_MODULE_CODE } from "@cidp/domain";
import { eq } from "drizzle-orm";
import type { Database } from "../../db/database.ts";
import { formatDateTime, minuteOf } from "../../http/format.ts";
import { createCmsRepository } from "../cms/repository.ts";
import { articles, partyModules } from "../cms/schema.ts";
import { scheduleJob } from "../jobs/schedule.ts";
import { createContentEntriesRepository } from "./content-entries.repository.ts";
import { columnsOf, fieldsOf, textOf } from "./content-fields.ts";
import { publishArticle, titleTaken, withdrawArticle } from "./content-publication.ts";
import { contentEntries, contentEntryVersions } from "./schema.ts";

type EntryRow = typeof contentEntries.$inferSelect;

/** The job kinds that publish and take down pieces at their set times (content-jobs.ts). */
export const CONTENT_PUBLISH_JOB = "content.publish";
export const CONTENT_UNPUBLISH_JOB = "content.unpublish";

/** Where the portal shows an article: the knowledge base's own page, the news page for the other channels. */
const articlePage = (channel: string) => (channel === "knowledge" ? "/default/knowledge-base/knowledge-details" : "/default/news/news-detail");
const PAGE_SIZE = 20;

/** Who acts in the back office, and from where (the audit log's line). */
export interface ContentActor {
  operatorId: number;
  ip: string;
}

/** Who an audit line names: a member of staff, or the platform itself at a set time (系统（定时任务）). */
export type AuditedActor = ContentActor | { operatorId: null; ip: "" };

/** The set times' actor: the job runner, on no one's behalf. */
const SCHEDULE: AuditedActor = { operatorId: null, ip: "" };

/** What 内容管理 needs from the back office: the audit log and the staff's names (ports: the desk does not know the operator module). */
export interface ContentDeskStaff {
  /** One line of the audit log; its subject a piece (`content`), or another kind the desk keeps (`banner`). */
  audit(tx: Database, actor: AuditedActor, action: string, subjectId: number, detail: Record<string, unknown>, subjectKind?: string): Promise<void>;
  names(ids: readonly number[]): Promise<Map<number, string>>;
}

/** A refusal the editor or reviewer reads, with its HTTP status. */
export class ContentDeskError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

const messages = {
  missing: "稿件不存在",
  stale: "稿件已被他人修改，请刷新后在最新版本上修改",
  titleTaken: "已有同名文章，请修改标题",
  emptyBody: "请输入正文",
  unknownModule: "所选党建栏目不存在，请重新选择",
  ownSubmission: "不能审核自己提交的稿件，请由另一位审核人员审核",
  forbidden: {
    save: "稿件正在审核或等待定时发布，不能修改；如需修改，请先下架",
    submit: "只有草稿或被驳回的稿件可以提交审核",
    unpublish: "只有已发布或待发布的稿件可以下架",
  } as Partial<Record<ContentEvent, string>>,
} as const;

/** A piece as the desk's list shows it (the detail adds its fields and versions). */
function rowView(row: EntryRow, names: Map<number, string>) {
  const channel = row.channel as ContentFields["channel"];
  return {
    id: row.id,
    channel,
    channelLabel: CONTENT_CHANNELS[channel] ?? row.channel,
    title: row.title,
    state: row.state,
    stateLabel: CONTENT_STATE_LABELS[row.state],
    editor: names.get(row.updatedBy) ?? "",
    updateTime: formatDateTime(row.updatedAt),
    publishTime: minuteOf(row.publishAt),
    articleId: row.articleId,
  };
}

/** The state an event leads to from the row's, or the refusal the page shows. */
function moved(row: EntryRow, event: ContentEvent) {
  const next = contentTransition(row.state, event);
  if (!next.ok) throw new ContentDeskError(409, messages.forbidden[event] ?? "稿件状态已变化，请刷新");
  return next.value;
}

/**
 * 内容管理: pieces written by editors and approved by a second person before the portal shows
 * them. Every change is one transaction with its version and its audit line; a publication writes
 * the portal's article in the same transaction as the piece's state (content-publication.ts), and
 * the set times are jobs on the one runner (content-jobs.ts).
 */
export function createContentDesk(db: Database, staff: ContentDeskStaff, now: () => Date = () => new Date()) {
  const entries = createContentEntriesRepository(db);

  async function rowOf(tx: Database, id: number, lock = false) {
    const row = await entries.byId(tx, id, lock);
    if (!row) throw new ContentDeskError(404, messages.missing);
    return row;
  }

  /** A body must say something: text, or at least a picture. */
  function checkBody(fields: ContentFields) {
    if (!textOf(fields.body) && !/<img\b/i.test(fields.body)) throw new ContentDeskError(400, messages.emptyBody);
  }

  async function writeVersion(tx: Database, row: EntryRow, operatorId: number) {
    await tx.insert(contentEntryVersions).values({ entryId: row.id, version: row.version, fields: fieldsOf(row), operatorId, createdAt: now() });
  }

  /** A 党建 piece's module must be one of the 党建栏目 (the page offers only those; a restored version may name a removed one). */
  async function checkModule(tx: Database, fields: ContentFields) {
    const code = columnsOf(fields).moduleCode;
    if (code === null) return;
    const [known] = await tx.select({ id: partyModules.id }).from(partyModules).where(eq(partyModules.code, code)).limit(1);
    if (!known) throw new ContentDeskError(400, messages.unknownModule);
  }

  /** The fields saved as the piece's next version (a save: a published piece becomes a draft), and that version kept. */
  async function saveVersion(tx: Database, row: EntryRow, fields: ContentFields, actor: ContentActor): Promise<EntryRow> {
    const state = moved(row, "save");
    await checkModule(tx, fields);
    const [saved] = await tx
      .update(contentEntries)
      .set({ ...columnsOf(fields), state, version: row.version + 1, updatedBy: actor.operatorId, updatedAt: now() })
      .where(eq(contentEntries.id, row.id))
      .returning();
    if (!saved) throw new ContentDeskError(404, messages.missing);
    await writeVersion(tx, saved, actor.operatorId);
    return saved;
  }

  /** The job that publishes a scheduled piece and the one that takes a published piece down, each at its time. */
  async function scheduleTimes(tx: Database, row: EntryRow) {
    if (row.state === "scheduled" && row.publishAt) {
      await scheduleJob(tx, { kind: CONTENT_PUBLISH_JOB, key: `entry-${row.id}`, runAt: row.publishAt, payload: { entryId: row.id, version: row.version } });
    }
    if ((row.state === "scheduled" || row.state === "published") && row.unpublishAt) {
      await scheduleJob(tx, {
        kind: CONTENT_UNPUBLISH_JOB,
        key: `entry-${row.id}`,
        runAt: row.unpublishAt,
        payload: { entryId: row.id, version: row.version },
      });
    }
  }

  /** Puts the piece on the portal now (its article written in `tx`); false when another article took its title. */
  async function publishNow(tx: Database, row: EntryRow, reviewerId: number | null): Promise<EntryRow | null> {
    const articleId = await publishArticle(tx, row, now());
    if (articleId === null) return null;
    const [published] = await tx
      .update(contentEntries)
      .set({ state: "published", articleId, ...(reviewerId !== null ? { reviewedBy: reviewerId } : {}), rejectReason: "", updatedAt: now() })
      .where(eq(contentEntries.id, row.id))
      .returning();
    if (published) await scheduleTimes(tx, published);
    return published ?? null;
  }

  return {
    async list(filter: { channel: string; state: string; keyword: string; page: number }) {
      const { rows, total } = await entries.page(filter, filter.page, PAGE_SIZE);
      const names = await staff.names(rows.map((row) => row.updatedBy));
      return {
        entries: rows.map((row) => rowView(row, names)),
        total,
        pageSize: PAGE_SIZE,
      };
    },

    /** The portal's articles of the channels the desk writes, with the piece that holds each (null: not yet adopted). */
    async articles(filter: { channel: string; keyword: string; page: number }) {
      const channels = Object.keys(CONTENT_CHANNELS);
      const page = await createCmsRepository(db).articlePage(filter.page, PAGE_SIZE, filter.channel || undefined, filter.keyword || undefined);
      const shown = page.records.filter((record) => channels.includes(record.category));
      const held = await entries.byArticles(shown.map((record) => record.id));
      return {
        articles: shown.map((record) => ({
          id: record.id,
          channel: record.category,
          channelLabel: CONTENT_CHANNELS[record.category as ContentFields["channel"]],
          title: record.title,
          publishTime: record.publishTime,
          entryId: held.get(record.id) ?? null,
        })),
        total: page.total,
        pageSize: PAGE_SIZE,
      };
    },

    /** Makes a piece of a published article (its text as version 1), or answers the piece that holds it. */
    async adopt(articleId: number, actor: ContentActor): Promise<{ id: number }> {
      return db.transaction(async (tx) => {
        const [article] = await tx.select().from(articles).where(eq(articles.id, articleId)).for("update").limit(1);
        if (!article || !(article.category in CONTENT_CHANNELS)) throw new ContentDeskError(404, "文章不存在");
        const [held] = await tx.select({ id: contentEntries.id }).from(contentEntries).where(eq(contentEntries.articleId, articleId)).limit(1);
        if (held) return held;
        const [row] = await tx
          .insert(contentEntries)
          .values({
            channel: article.category,
            title: article.title,
            summary: article.summary,
            body: article.content,
            source: article.source,
            author: article.author,
            docNumber: article.docNumber ?? "",
            issuingAuthority: article.issuingAuthority ?? "",
            effectiveDate: article.effectiveDate,
            validity: article.validity ?? "",
            moduleCode: article.category === "party" ? (article.moduleCode ?? PARTY_BUILDING_MODULE_CODE) : null,
            state: "published",
            articleId,
            createdBy: actor.operatorId,
            updatedBy: actor.operatorId,
            createdAt: now(),
            updatedAt: now(),
          })
          .returning();
        if (!row) throw new Error("content entry not written");
        await writeVersion(tx, row, actor.operatorId);
        await staff.audit(tx, actor, "content.adopted", row.id, { title: row.title });
        return { id: row.id };
      });
    },

    async detail(id: number): Promise<ContentEntryDetail> {
      const row = await rowOf(db, id);
      const versions = await entries.versions(id);
      const names = await staff.names([row.updatedBy, row.submittedBy ?? 0, row.reviewedBy ?? 0, ...versions.map((v) => v.operatorId)]);
      return {
        ...rowView(row, names),
        fields: fieldsOf(row),
        version: row.version,
        submitter: names.get(row.submittedBy ?? 0) ?? "",
        reviewer: names.get(row.reviewedBy ?? 0) ?? "",
        rejectReason: row.rejectReason,
        portalPath: row.state === "published" && row.articleId !== null ? `${articlePage(row.channel)}?id=${row.articleId}` : null,
        versions: versions.map((version) => ({
          id: version.id,
          version: version.version,
          saveTime: formatDateTime(version.createdAt),
          operator: names.get(version.operatorId) ?? "",
          title: String(version.fields.title ?? ""),
        })),
      };
    },

    async create(fields: ContentFields, actor: ContentActor): Promise<{ id: number }> {
      checkBody(fields);
      return db.transaction(async (tx) => {
        await checkModule(tx, fields);
        const [row] = await tx
          .insert(contentEntries)
          .values({ ...columnsOf(fields), createdBy: actor.operatorId, updatedBy: actor.operatorId, createdAt: now(), updatedAt: now() })
          .returning();
        if (!row) throw new Error("content entry not written");
        await writeVersion(tx, row, actor.operatorId);
        await staff.audit(tx, actor, "content.created", row.id, { title: row.title, channel: CONTENT_CHANNELS[fields.channel] });
        return { id: row.id };
      });
    },

    /** A new version of the piece; a published one becomes a draft while its article stays as it was until approved again. */
    async save(id: number, fields: ContentFields, startedFrom: number, actor: ContentActor): Promise<{ version: number }> {
      checkBody(fields);
      return db.transaction(async (tx) => {
        const row = await rowOf(tx, id, true);
        if (row.version !== startedFrom) throw new ContentDeskError(409, messages.stale);
        const saved = await saveVersion(tx, row, fields, actor);
        await staff.audit(tx, actor, "content.saved", id, { title: saved.title, version: saved.version });
        return { version: saved.version };
      });
    },

    async submit(id: number, actor: ContentActor): Promise<void> {
      await db.transaction(async (tx) => {
        const row = await rowOf(tx, id, true);
        const state = moved(row, "submit");
        if (await titleTaken(tx, row.title, row.articleId)) throw new ContentDeskError(409, messages.titleTaken);
        await tx
          .update(contentEntries)
          .set({ state, submittedBy: actor.operatorId, submittedAt: now(), rejectReason: "", updatedAt: now() })
          .where(eq(contentEntries.id, id));
        await staff.audit(tx, actor, "content.submitted", id, { title: row.title });
      });
    },

    /** Takes a piece off the portal now (or cancels its set publication). */
    async unpublish(id: number, actor: ContentActor): Promise<void> {
      await db.transaction(async (tx) => {
        const row = await rowOf(tx, id, true);
        const state = moved(row, "unpublish");
        await withdrawArticle(tx, row.articleId);
        await tx.update(contentEntries).set({ state, updatedAt: now() }).where(eq(contentEntries.id, id));
        await staff.audit(tx, actor, "content.unpublished", id, { title: row.title });
      });
    },

    /** A version's fields saved again as the newest (a save: a published piece becomes a draft). */
    async restore(id: number, versionId: number, actor: ContentActor): Promise<{ version: number }> {
      return db.transaction(async (tx) => {
        const row = await rowOf(tx, id, true);
        const version = await entries.version(tx, id, versionId);
        if (!version) throw new ContentDeskError(404, "该版本不存在");
        const saved = await saveVersion(tx, row, { ...fieldsOf(row), ...version.fields } as ContentFields, actor);
        await staff.audit(tx, actor, "content.restored", id, { title: saved.title, version: version.version });
        return { version: saved.version };
      });
    },

    /** The pieces waiting for a reviewer, the earliest first. */
    pending: (limit: number) => entries.pending(limit),
    byId: (id: number) => entries.byId(db, id),

    /**
     * A reviewer's decision: published at once or at its time, or rejected with a reason. False when
     * it no longer waits; a refusal the reviewer reads (their own submission, a title taken meanwhile).
     */
    async decide(id: number, reviewerId: number, decision: { approve: true } | { approve: false; reason: string }): Promise<boolean | { refused: string }> {
      return db.transaction(async (tx) => {
        const row = await entries.byId(tx, id, true);
        if (row?.state !== "pending") return false;
        if (!decision.approve) {
          await tx
            .update(contentEntries)
            .set({ state: "rejected", reviewedBy: reviewerId, rejectReason: decision.reason.slice(0, 400), updatedAt: now() })
            .where(eq(contentEntries.id, id));
          return true;
        }
        const next = approval({ state: row.state, submittedBy: row.submittedBy, reviewerId, publishAt: row.publishAt, now: now() });
        if (!next.ok) return next.code === "content.own-submission" ? { refused: messages.ownSubmission } : false;
        if (next.value === "published") return (await publishNow(tx, row, reviewerId)) ? true : { refused: messages.titleTaken };
        const [scheduled] = await tx
          .update(contentEntries)
          .set({ state: "scheduled", reviewedBy: reviewerId, rejectReason: "", updatedAt: now() })
          .where(eq(contentEntries.id, id))
          .returning();
        if (scheduled) await scheduleTimes(tx, scheduled);
        return true;
      });
    },

    /**
     * A set time came (the runner's transaction): a scheduled piece is published, a published one
     * taken down. A piece changed since (saved, taken down, or given another time) is left alone:
     * its own job, if any, was scheduled by that change.
     */
    async due(tx: Database, kind: "publish" | "unpublish", entryId: number, version: number): Promise<void> {
      const row = await entries.byId(tx, entryId, true);
      if (!row) return;
      if (kind === "publish") {
        if (row.version !== version || row.state !== "scheduled" || !row.publishAt || row.publishAt.getTime() > now().getTime()) return;
        const published = await publishNow(tx, row, null);
        if (!published) {
          // Another article took the title while it waited: back to the editor, with why.
          const reason = `定时发布时${messages.titleTaken}`;
          await tx.update(contentEntries).set({ state: "rejected", rejectReason: reason, updatedAt: now() }).where(eq(contentEntries.id, entryId));
          await staff.audit(tx, SCHEDULE, "content.schedule-failed", entryId, { title: row.title, reason, by: "schedule" });
          return;
        }
        await staff.audit(tx, SCHEDULE, "content.published-on-schedule", entryId, { title: row.title, by: "schedule" });
        return;
      }
      // A take-down keeps its time through later edits: the text on the portal goes at the time set.
      if (row.articleId === null || !row.unpublishAt || row.unpublishAt.getTime() > now().getTime()) return;
      await withdrawArticle(tx, row.articleId);
      await tx
        .update(contentEntries)
        .set({ state: row.state === "published" ? "withdrawn" : row.state, updatedAt: now() })
        .where(eq(contentEntries.id, entryId));
      await staff.audit(tx, SCHEDULE, "content.unpublished-on-schedule", entryId, { title: row.title, by: "schedule" });
    },
  };
}

export type ContentDesk = ReturnType<typeof createContentDesk>;
