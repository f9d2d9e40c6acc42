import { projectCalls } from "@cidp/api-client/contract";
import { PROJECT_INPUT_MESSAGES, PROJECT_MATCH_THRESHOLD, PROJECT_MESSAGES, type ProjectState, registrationRefusal, validateProjectInput } from "@cidp/domain";
import type { FastifyInstance } from "fastify";
import type { Database } from "../../db/database.ts";
import { contractRoute } from "../../http/contract-route.ts";
import { ok } from "../../http/envelope.ts";
import { formatDateTime, parseDateTime } from "../../http/format.ts";
import { defineRouteModule } from "../../http/route-module.ts";
import { actingBusinessOf } from "../../plugins/auth.ts";
import { refuse } from "../../runtime/refusal.ts";
import { fitOf } from "./company-fit.ts";
import { createProjectRepository, type RegistrationRow } from "./project-repository.ts";
import { type ProjectRow, projectDetail, projectSummary, registrationView } from "./project-view.ts";

const messages = {
  missing: "项目不存在或已撤回",
  registrationMissing: "报名记录不存在",
  alreadyShortlisted: "该企业已入围",
  deadlineFormat: "请填写正确的报名截止时间",
} as const;

/** How many open needs matching reads (the newest), and how many matches it answers. */
const MATCH_WINDOW = 300;
const MATCH_LIMIT = 20;

/** `yyyy-MM-dd` means the end of that day (China time); minutes without seconds are whole minutes. */
function parseDeadline(text: string): Date {
  const full = text.length === 10 ? `${text} 23:59:59` : text.length === 16 ? `${text}:00` : text;
  const date = parseDateTime(full);
  if (!date) throw refuse("invalid", messages.deadlineFormat);
  return date;
}

export interface ProjectRoutesOptions {
  db: Database;
  now?: () => Date;
}

/** The calls of project matching (项目撮合). */
async function projectRoutes(app: FastifyInstance, { db, now = () => new Date() }: ProjectRoutesOptions) {
  const projects = createProjectRepository(db);
  const today = () => formatDateTime(now()).slice(0, 10);

  /** Summaries of rows with their publishers' names and registration counts, in two queries. */
  async function summaries(rows: ProjectRow[]) {
    const [names, counts] = await Promise.all([
      projects.businessNames(rows.map((r) => r.publisherBusinessId)),
      projects.registrationCounts(rows.map((r) => r.id)),
    ]);
    const at = now();
    return rows.map((row) => projectSummary(row, names.get(row.publisherBusinessId) ?? "", counts.get(row.id) ?? 0, at));
  }

  async function detailOf(row: ProjectRow) {
    const [names, counts] = await Promise.all([projects.businessNames([row.publisherBusinessId]), projects.registrationCounts([row.id])]);
    return projectDetail(row, names.get(row.publisherBusinessId) ?? "", counts.get(row.id) ?? 0, now());
  }

  /** The caller's own project (any state); anyone else's is "not found". */
  async function ownProject(businessId: number, id: number): Promise<ProjectRow> {
    const row = await projects.ownProject(businessId, id);
    if (!row) throw refuse("not_found", messages.missing);
    return row;
  }

  async function registrationViews(project: ProjectRow, rows: RegistrationRow[]) {
    const ids = rows.map((r) => r.businessId);
    const [names, fits] = await Promise.all([projects.businessNames(ids), projects.fitsOf(ids, today())]);
    return rows.map((r) => registrationView(project, r, names.get(r.businessId) ?? "", fits.get(r.businessId)));
  }

  async function registrationViewOf(project: ProjectRow, row: RegistrationRow) {
    const [view] = await registrationViews(project, [row]);
    if (!view) throw new Error("registration view missing");
    return view;
  }

  contractRoute(app, projectCalls.publicList, async (request) => {
    const { current, size, ...filter } = request.query;
    const { rows, total, pages } = await projects.publicPage(filter, current, size);
    return ok({ records: await summaries(rows), total, current, size, pages });
  });

  contractRoute(app, projectCalls.publicDetail, async (request) => {
    const row = await projects.publicProject(request.query.id);
    if (!row) throw refuse("not_found", messages.missing);
    return ok(await detailOf(row));
  });

  contractRoute(app, projectCalls.mine, async (request) => {
    const { businessId } = actingBusinessOf(request);
    const { current, size, state } = request.query;
    const { rows, total, pages } = await projects.businessPage(businessId, state, current, size);
    return ok({ records: await summaries(rows), total, current, size, pages });
  });

  contractRoute(app, projectCalls.save, async (request) => {
    const { memberId, businessId } = actingBusinessOf(request);
    const { publish, ...input } = request.body;
    // A draft is anyone's; publishing is for a certified business only (issue 61).
    if (publish) app.permissionGuard.refuseUncertified(request, "project.publish");
    const deadline = parseDeadline(input.deadline);
    const at = now();
    const checked = validateProjectInput({ budgetMinFen: input.budgetMinFen, budgetMaxFen: input.budgetMaxFen, deadline, now: at });
    if (!checked.ok) throw refuse("invalid", PROJECT_INPUT_MESSAGES[checked.code]);
    // The project and its alerts commit together: never published without telling the businesses that fit.
    const row = await projects.create(
      {
        ...input,
        deadline,
        publisherBusinessId: businessId,
        publisherMemberId: memberId,
        state: publish ? "published" : "draft",
        publishedAt: publish ? at : null,
        createdAt: at,
        updatedAt: at,
      },
      today(),
    );
    return ok(await detailOf(row), publish ? "项目已发布" : "草稿已保存");
  });

  contractRoute(app, projectCalls.act, async (request) => {
    const { businessId } = actingBusinessOf(request);
    const row = await ownProject(businessId, request.body.id);
    const { action } = request.body;
    if (action === "publish") app.permissionGuard.refuseUncertified(request, "project.publish");
    const at = now();
    // A draft whose deadline went by cannot be published as it is: the need must be edited first.
    if (action === "publish" && row.deadline <= at) throw refuse("invalid", PROJECT_INPUT_MESSAGES["project.deadline-past"]);
    // The change and, on publishing, its alerts commit together.
    return ok(await detailOf(await projects.act(row, action, at, today())));
  });

  contractRoute(app, projectCalls.register, async (request) => {
    const { memberId, businessId } = actingBusinessOf(request);
    const { projectId, contactName, message } = request.body;
    const project = await projects.project(projectId);
    if (!project || project.state === "draft") throw refuse("not_found", messages.missing);
    const refusal = registrationRefusal({
      state: project.state as ProjectState,
      deadline: project.deadline,
      now: now(),
      publisherBusinessId: project.publisherBusinessId,
      businessId,
      alreadyRegistered: await projects.isRegistered(project.id, businessId),
    });
    if (refusal) throw refuse("state", PROJECT_MESSAGES[refusal]);
    const row = await projects.register({ projectId: project.id, businessId, memberId, contactName, message, createdAt: now() });
    if (!row) throw refuse("state", PROJECT_MESSAGES["registration.duplicate"]);
    return ok(await registrationViewOf(project, row), "报名成功");
  });

  contractRoute(app, projectCalls.registrations, async (request) => {
    const { businessId } = actingBusinessOf(request);
    // Only the publisher sees who registered: another business's project is "not found".
    const project = await ownProject(businessId, request.query.projectId);
    const rows = await projects.registrationsOf(project.id);
    return ok({ project: await detailOf(project), records: await registrationViews(project, rows) });
  });

  contractRoute(app, projectCalls.shortlist, async (request) => {
    const { businessId } = actingBusinessOf(request);
    const found = await projects.publishersRegistration(businessId, request.body.registrationId);
    if (!found) throw refuse("not_found", messages.registrationMissing);
    if (found.project.state === "withdrawn") throw refuse("state", PROJECT_MESSAGES["project.transition-forbidden"]);
    if (found.registration.state === "shortlisted") throw refuse("state", messages.alreadyShortlisted);
    const row = await projects.shortlist(found.registration.id);
    return ok(await registrationViewOf(found.project, row ?? found.registration), "已列入入围名单");
  });

  contractRoute(app, projectCalls.registered, async (request) => {
    const { businessId } = actingBusinessOf(request);
    const { current, size } = request.query;
    const { rows, total } = await projects.registeredPage(businessId, current, size);
    const summaryRows = await summaries(rows.map((r) => r.project));
    const records = await Promise.all(
      rows.map(async (r, i) => {
        const project = summaryRows[i];
        if (!project) throw new Error("project summary missing");
        return { ...(await registrationViewOf(r.project, r.registration)), project };
      }),
    );
    return ok({ records, total, current, size, pages: Math.ceil(total / size) });
  });

  contractRoute(app, projectCalls.matches, async (request) => {
    const { businessId } = actingBusinessOf(request);
    const fit = (await projects.fitsOf([businessId], today())).get(businessId);
    // The open needs, newest first; matching reads a bounded window of them.
    const rows = await projects.openProjectsFor(businessId, now(), MATCH_WINDOW);
    const scored = rows
      .map((row) => ({ row, match: fitOf(row, fit) }))
      .filter((s) => s.match.score >= PROJECT_MATCH_THRESHOLD)
      .sort((a, b) => b.match.score - a.match.score || a.row.deadline.getTime() - b.row.deadline.getTime())
      .slice(0, MATCH_LIMIT);
    const views = await summaries(scored.map((s) => s.row));
    return ok(views.map((view, i) => ({ ...view, matchScore: scored[i]?.match.score ?? 0, matchExplanation: scored[i]?.match.explanation ?? "" })));
  });

  contractRoute(app, projectCalls.alert, async (request) => {
    const { businessId } = actingBusinessOf(request);
    return ok({ enabled: await projects.alertsEnabled(businessId) });
  });

  contractRoute(app, projectCalls.alertSave, async (request) => {
    const { memberId, businessId } = actingBusinessOf(request);
    const { enabled } = request.body;
    await projects.setAlerts(businessId, memberId, enabled);
    return ok({ enabled }, enabled ? "已订阅项目匹配提醒" : "已取消项目匹配提醒");
  });
}

/** Project matching: listings, registrations and their review, registered by the composition root with the other collected route modules. */
export const projectRouteModule = defineRouteModule({
  name: "project",
  register: async (app, services) => {
    await app.register(projectRoutes, services);
  },
});
