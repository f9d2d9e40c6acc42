import { projectCalls } from "@cidp/api-client/contract";
import {
  PROJECT_INPUT_MESSAGES,
  PROJECT_MATCH_THRESHOLD,
  PROJECT_MESSAGES,
  type ProjectState,
  REGISTRATION_STATE_LABELS,
  registrationRefusal,
  transitionProject,
  validateProjectInput,
} from "@cidp/domain";
import { and, count, desc, eq, gt, ilike, inArray, ne, notExists, or, type SQL } from "drizzle-orm";
import type { FastifyInstance, FastifyRequest } from "fastify";
import { codeStartsWith } from "../../db/code-prefix.ts";
import type { Database } from "../../db/database.ts";
import { boundedPage } from "../../db/paging.ts";
import { contractRoute } from "../../http/contract-route.ts";
import { ok } from "../../http/envelope.ts";
import { formatDateTime, parseDateTime } from "../../http/format.ts";
import { defineRouteModule } from "../../http/route-module.ts";
import { HttpError } from "../../http/validate.ts";
import { businesses } from "../../platform/member/schema.ts";
import { authOf } from "../../plugins/auth.ts";
import { companyFits, fitOf } from "./company-fit.ts";
import { alertMatchingCompanies } from "./project-alerts.ts";
import { type ProjectRow, projectDetail, projectSummary } from "./project-view.ts";
import { isPublicProject, marketProjects, projectAlertSubscriptions, projectRegistrations } from "./schema.ts";

const messages = {
  missing: "项目不存在或已撤回",
  registrationMissing: "报名记录不存在",
  alreadyShortlisted: "该企业已入围",
  deadlineFormat: "请填写正确的报名截止时间",
} as const;

/** `yyyy-MM-dd` means the end of that day (China time); minutes without seconds are whole minutes. */
function parseDeadline(text: string): Date {
  const full = text.length === 10 ? `${text} 23:59:59` : text.length === 16 ? `${text}:00` : text;
  const date = parseDateTime(full);
  if (!date) throw new HttpError(400, messages.deadlineFormat);
  return date;
}

type Registration = typeof projectRegistrations.$inferSelect;

export interface ProjectRoutesOptions {
  db: Database;
  now?: () => Date;
}

/** The calls of project matching (项目撮合). */
async function projectRoutes(app: FastifyInstance, { db, now = () => new Date() }: ProjectRoutesOptions) {
  const today = () => formatDateTime(now()).slice(0, 10);

  function businessOf(request: FastifyRequest) {
    const auth = authOf(request);
    if (!auth.business) throw new HttpError(403, "请先选择企业");
    return { memberId: auth.member.id, businessId: auth.business.businessId };
  }

  async function namesOf(ids: number[]): Promise<Map<number, string>> {
    if (ids.length === 0) return new Map();
    const rows = await db
      .select({ id: businesses.id, name: businesses.name })
      .from(businesses)
      .where(inArray(businesses.id, [...new Set(ids)]));
    return new Map(rows.map((r) => [r.id, r.name]));
  }

  async function countsOf(ids: number[]): Promise<Map<number, number>> {
    if (ids.length === 0) return new Map();
    const rows = await db
      .select({ id: projectRegistrations.projectId, n: count() })
      .from(projectRegistrations)
      .where(inArray(projectRegistrations.projectId, ids))
      .groupBy(projectRegistrations.projectId);
    return new Map(rows.map((r) => [r.id, r.n]));
  }

  /** Summaries of rows with their publishers' names and registration counts, in two queries. */
  async function summaries(rows: ProjectRow[]) {
    const [names, counts] = await Promise.all([namesOf(rows.map((r) => r.publisherBusinessId)), countsOf(rows.map((r) => r.id))]);
    const at = now();
    return rows.map((row) => projectSummary(row, names.get(row.publisherBusinessId) ?? "", counts.get(row.id) ?? 0, at));
  }

  async function detailOf(row: ProjectRow) {
    const [names, counts] = await Promise.all([namesOf([row.publisherBusinessId]), countsOf([row.id])]);
    return projectDetail(row, names.get(row.publisherBusinessId) ?? "", counts.get(row.id) ?? 0, now());
  }

  /** The caller's own project (any state); anyone else's is "not found". */
  async function ownProject(businessId: number, id: number): Promise<ProjectRow> {
    const [row] = await db
      .select()
      .from(marketProjects)
      .where(and(eq(marketProjects.id, id), eq(marketProjects.publisherBusinessId, businessId)));
    if (!row) throw new HttpError(404, messages.missing);
    return row;
  }

  async function registrationViews(project: ProjectRow, rows: Registration[]) {
    const [names, fits] = await Promise.all([
      namesOf(rows.map((r) => r.businessId)),
      companyFits(
        db,
        rows.map((r) => r.businessId),
        today(),
      ),
    ]);
    return rows.map((r) => {
      const fit = fits.get(r.businessId);
      const match = fitOf(project, fit);
      return {
        id: r.id,
        projectId: r.projectId,
        businessId: r.businessId,
        companyName: names.get(r.businessId) ?? "",
        regionName: fit?.regionName ?? "",
        qualifications: (fit?.qualifications ?? []).filter((q) => q.category === project.category).map((q) => `${q.category}${q.grade}`),
        contactName: r.contactName,
        message: r.message,
        state: r.state as "registered" | "shortlisted",
        stateLabel: REGISTRATION_STATE_LABELS[r.state as "registered" | "shortlisted"] ?? r.state,
        matchScore: match.score,
        matchExplanation: match.explanation,
        createTime: formatDateTime(r.createdAt),
      };
    });
  }

  async function registrationView(project: ProjectRow, row: Registration) {
    const [view] = await registrationViews(project, [row]);
    if (!view) throw new Error("registration view missing");
    return view;
  }

  const pageOf = <T>(records: T[], total: number, current: number, size: number) => ({ records, total, current, size, pages: Math.ceil(total / size) });

  contractRoute(app, projectCalls.publicList, async (request) => {
    const { current, size, keyword, regionCode, category } = request.query;
    const where = and(
      isPublicProject(),
      regionCode ? codeStartsWith(marketProjects.regionCode, regionCode.slice(0, 4), 6) : undefined,
      category ? eq(marketProjects.category, category) : undefined,
      keyword
        ? or(ilike(marketProjects.title, `%${keyword.replace(/[%_\\]/g, "")}%`), ilike(marketProjects.scope, `%${keyword.replace(/[%_\\]/g, "")}%`))
        : undefined,
    );
    const { rows, total, pages } = await boundedPage(db, marketProjects, where, [desc(marketProjects.publishedAt), desc(marketProjects.id)], current, size);
    return ok({ records: await summaries(rows), total, current, size, pages });
  });

  contractRoute(app, projectCalls.publicDetail, async (request) => {
    const [row] = await db
      .select()
      .from(marketProjects)
      .where(and(eq(marketProjects.id, request.query.id), isPublicProject()));
    if (!row) throw new HttpError(404, messages.missing);
    return ok(await detailOf(row));
  });

  contractRoute(app, projectCalls.mine, async (request) => {
    const { businessId } = businessOf(request);
    const { current, size, state } = request.query;
    const where = and(eq(marketProjects.publisherBusinessId, businessId), state ? eq(marketProjects.state, state) : undefined);
    const { rows, total, pages } = await boundedPage(db, marketProjects, where, [desc(marketProjects.id)], current, size);
    return ok({ records: await summaries(rows), total, current, size, pages });
  });

  contractRoute(app, projectCalls.save, async (request) => {
    const { memberId, businessId } = businessOf(request);
    const { publish, ...input } = request.body;
    const deadline = parseDeadline(input.deadline);
    const at = now();
    const checked = validateProjectInput({ budgetMinFen: input.budgetMinFen, budgetMaxFen: input.budgetMaxFen, deadline, now: at });
    if (!checked.ok) throw new HttpError(400, PROJECT_INPUT_MESSAGES[checked.code]);
    // The project and its alerts commit together: never published without telling the businesses that fit.
    const row = await db.transaction(async (tx) => {
      const [created] = await tx
        .insert(marketProjects)
        .values({
          ...input,
          deadline,
          publisherBusinessId: businessId,
          publisherMemberId: memberId,
          state: publish ? "published" : "draft",
          publishedAt: publish ? at : null,
          createdAt: at,
          updatedAt: at,
        })
        .returning();
      if (!created) throw new Error("project insert returned nothing");
      if (publish) await alertMatchingCompanies(tx, created, today());
      return created;
    });
    return ok(await detailOf(row), publish ? "项目已发布" : "草稿已保存");
  });

  contractRoute(app, projectCalls.act, async (request) => {
    const { businessId } = businessOf(request);
    const row = await ownProject(businessId, request.body.id);
    const { action } = request.body;
    const at = now();
    // A draft whose deadline went by cannot be published as it is: the need must be edited first.
    if (action === "publish" && row.deadline <= at) throw new HttpError(400, PROJECT_INPUT_MESSAGES["project.deadline-past"]);
    // A published need past its deadline is 报名截止 already: completing it closes it on the way.
    const from = (row.state === "published" && row.deadline <= at ? "closed" : row.state) as ProjectState;
    const moved = transitionProject(from, action);
    if (!moved.ok) throw new HttpError(400, PROJECT_MESSAGES[moved.code]);
    // The change and, on publishing, its alerts commit together.
    const updated = await db.transaction(async (tx) => {
      const [changed] = await tx
        .update(marketProjects)
        .set({ state: moved.value, updatedAt: at, ...(action === "publish" ? { publishedAt: at } : {}) })
        .where(and(eq(marketProjects.id, row.id), eq(marketProjects.state, row.state)))
        .returning();
      if (!changed) throw new HttpError(400, PROJECT_MESSAGES["project.transition-forbidden"]);
      if (action === "publish") await alertMatchingCompanies(tx, changed, today());
      return changed;
    });
    return ok(await detailOf(updated));
  });

  contractRoute(app, projectCalls.register, async (request) => {
    const { memberId, businessId } = businessOf(request);
    const [project] = await db.select().from(marketProjects).where(eq(marketProjects.id, request.body.projectId));
    if (!project || project.state === "draft") throw new HttpError(404, messages.missing);
    const [existing] = await db
      .select({ id: projectRegistrations.id })
      .from(projectRegistrations)
      .where(and(eq(projectRegistrations.projectId, project.id), eq(projectRegistrations.businessId, businessId)));
    const refusal = registrationRefusal({
      state: project.state as ProjectState,
      deadline: project.deadline,
      now: now(),
      publisherBusinessId: project.publisherBusinessId,
      businessId,
      alreadyRegistered: Boolean(existing),
    });
    if (refusal) throw new HttpError(400, PROJECT_MESSAGES[refusal]);
    // The unique index settles two registrations racing each other: the second inserts nothing.
    const [row] = await db
      .insert(projectRegistrations)
      .values({ projectId: project.id, businessId, memberId, contactName: request.body.contactName, message: request.body.message, createdAt: now() })
      .onConflictDoNothing()
      .returning();
    if (!row) throw new HttpError(400, PROJECT_MESSAGES["registration.duplicate"]);
    return ok(await registrationView(project, row), "报名成功");
  });

  contractRoute(app, projectCalls.registrations, async (request) => {
    const { businessId } = businessOf(request);
    // Only the publisher sees who registered: another business's project is "not found".
    const project = await ownProject(businessId, request.query.projectId);
    const rows = await db.select().from(projectRegistrations).where(eq(projectRegistrations.projectId, project.id)).orderBy(desc(projectRegistrations.id));
    return ok({ project: await detailOf(project), records: await registrationViews(project, rows) });
  });

  contractRoute(app, projectCalls.shortlist, async (request) => {
    const { businessId } = businessOf(request);
    const [found] = await db
      .select({ registration: projectRegistrations, project: marketProjects })
      .from(projectRegistrations)
      .innerJoin(marketProjects, eq(marketProjects.id, projectRegistrations.projectId))
      .where(and(eq(projectRegistrations.id, request.body.registrationId), eq(marketProjects.publisherBusinessId, businessId)));
    if (!found) throw new HttpError(404, messages.registrationMissing);
    if (found.project.state === "withdrawn") throw new HttpError(400, PROJECT_MESSAGES["project.transition-forbidden"]);
    if (found.registration.state === "shortlisted") throw new HttpError(400, messages.alreadyShortlisted);
    const [row] = await db.update(projectRegistrations).set({ state: "shortlisted" }).where(eq(projectRegistrations.id, found.registration.id)).returning();
    return ok(await registrationView(found.project, row ?? found.registration), "已列入入围名单");
  });

  contractRoute(app, projectCalls.registered, async (request) => {
    const { businessId } = businessOf(request);
    const { current, size } = request.query;
    const where = eq(projectRegistrations.businessId, businessId);
    const [rows, [total]] = await Promise.all([
      db
        .select({ registration: projectRegistrations, project: marketProjects })
        .from(projectRegistrations)
        .innerJoin(marketProjects, eq(marketProjects.id, projectRegistrations.projectId))
        .where(where)
        .orderBy(desc(projectRegistrations.id))
        .limit(size)
        .offset((current - 1) * size),
      db.select({ n: count() }).from(projectRegistrations).where(where),
    ]);
    const projects = await summaries(rows.map((r) => r.project));
    const records = await Promise.all(
      rows.map(async (r, i) => {
        const project = projects[i];
        if (!project) throw new Error("project summary missing");
        return { ...(await registrationView(r.project, r.registration)), project };
      }),
    );
    return ok(pageOf(records, total?.n ?? 0, current, size));
  });

  contractRoute(app, projectCalls.matches, async (request) => {
    const { businessId } = businessOf(request);
    const fit = (await companyFits(db, [businessId], today())).get(businessId);
    // Open needs of other businesses that this one has not registered for yet.
    const conditions: SQL[] = [
      eq(marketProjects.state, "published"),
      gt(marketProjects.deadline, now()),
      ne(marketProjects.publisherBusinessId, businessId),
      notExists(
        db
          .select({ id: projectRegistrations.id })
          .from(projectRegistrations)
          .where(and(eq(projectRegistrations.projectId, marketProjects.id), eq(projectRegistrations.businessId, businessId))),
      ),
    ];
    // The open needs, newest first; matching reads a bounded window of them.
    const rows = await db
      .select()
      .from(marketProjects)
      .where(and(...conditions))
      .orderBy(desc(marketProjects.publishedAt))
      .limit(300);
    const scored = rows
      .map((row) => ({ row, match: fitOf(row, fit) }))
      .filter((s) => s.match.score >= PROJECT_MATCH_THRESHOLD)
      .sort((a, b) => b.match.score - a.match.score || a.row.deadline.getTime() - b.row.deadline.getTime())
      .slice(0, 20);
    const views = await summaries(scored.map((s) => s.row));
    return ok(views.map((view, i) => ({ ...view, matchScore: scored[i]?.match.score ?? 0, matchExplanation: scored[i]?.match.explanation ?? "" })));
  });

  contractRoute(app, projectCalls.alert, async (request) => {
    const { businessId } = businessOf(request);
    const [row] = await db.select().from(projectAlertSubscriptions).where(eq(projectAlertSubscriptions.businessId, businessId));
    return ok({ enabled: Boolean(row) });
  });

  contractRoute(app, projectCalls.alertSave, async (request) => {
    const { memberId, businessId } = businessOf(request);
    if (request.body.enabled)
      await db
        .insert(projectAlertSubscriptions)
        .values({ businessId, memberId })
        .onConflictDoUpdate({ target: projectAlertSubscriptions.businessId, set: { memberId } });
    else await db.delete(projectAlertSubscriptions).where(eq(projectAlertSubscriptions.businessId, businessId));
    return ok({ enabled: request.body.enabled }, request.body.enabled ? "已订阅项目匹配提醒" : "已取消项目匹配提醒");
  });
}

/** Project matching: listings, registrations and their review, registered by the composition root with the other collected route modules. */
export const projectRouteModule = defineRouteModule({
  name: "project",
  register: async (app, services) => {
    await app.register(projectRoutes, services);
  },
});
