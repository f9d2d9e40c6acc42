import { legalServiceCalls } from "@cidp/api-client/contract";
import { LAWYER_SPECIALTIES, SERVICE_NEED_CATEGORIES, validateServiceNeed } from "@cidp/domain";
import { and, arrayContains, count, countDistinct, desc, eq, type SQL, sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import type { Database } from "../../db/database.ts";
import { boundedPage } from "../../db/paging.ts";
import { contractRoute } from "../../http/contract-route.ts";
import { ok } from "../../http/envelope.ts";
import { defineRouteModule } from "../../http/route-module.ts";
import { HttpError } from "../../http/validate.ts";
import { createChatRepository } from "../../platform/chat/repository.ts";
import { businesses, members } from "../../platform/member/schema.ts";
import { smsMessages } from "../../platform/sms/sms.messages.ts";
import { authOf } from "../../plugins/auth.ts";
import { lawyers, serviceNeeds } from "./schema.ts";
import { lawyerProfile, lawyerSummary, needSummary } from "./views.ts";

const FEATURED = 4;
const LATEST_NEEDS = 5;
const approved = eq(serviceNeeds.state, "approved");

/** 法律服务 and 服务需求: the lawyer list and profiles, 咨询 (a chat), needs and their public cases. */
async function legalServiceRoutes(app: FastifyInstance, { db, now = () => new Date() }: { db: Database; now?: () => Date }) {
  const chats = createChatRepository(db);

  /** Lawyers for a condition, with their name (the member's) and firm (the business's), best first. */
  function lawyerRows(where: SQL | undefined) {
    return db
      .select({ lawyer: lawyers, name: members.realName, firmName: businesses.name })
      .from(lawyers)
      .innerJoin(members, eq(members.id, lawyers.memberId))
      .innerJoin(businesses, eq(businesses.id, lawyers.businessId))
      .where(where)
      .orderBy(desc(lawyers.featured), desc(lawyers.ratingTenths), desc(lawyers.caseCount), lawyers.id);
  }

  contractRoute(app, legalServiceCalls.lawyerList, async (request) => {
    const { specialty, regionCode, featured, current, size } = request.query;
    const where = and(
      specialty ? arrayContains(lawyers.specialties, [specialty]) : undefined,
      regionCode ? eq(lawyers.regionCode, regionCode) : undefined,
      featured ? eq(lawyers.featured, true) : undefined,
    );
    const [counted] = await db.select({ n: count() }).from(lawyers).where(where);
    const total = counted?.n ?? 0;
    const rows = await lawyerRows(where)
      .limit(size)
      .offset((current - 1) * size);
    const at = now();
    return ok({ records: rows.map((r) => lawyerSummary(r.lawyer, r.name, r.firmName, at)), total, current, size, pages: Math.ceil(total / size) });
  });

  contractRoute(app, legalServiceCalls.lawyerDetail, async (request) => {
    const [row] = await lawyerRows(eq(lawyers.id, request.query.id));
    if (!row) throw new HttpError(404, "律师不存在");
    return ok(lawyerProfile(row.lawyer, row.name, row.firmName, now()));
  });

  // 咨询: the member's chat with the lawyer's own account, opened (created) here, so the message
  // list shows it at once.
  contractRoute(app, legalServiceCalls.consult, async (request) => {
    const { member } = authOf(request);
    const [row] = await db
      .select({ id: members.id, realName: members.realName, avatar: members.avatar })
      .from(lawyers)
      .innerJoin(members, eq(members.id, lawyers.memberId))
      .where(eq(lawyers.id, request.body.lawyerId));
    if (!row) throw new HttpError(404, "律师不存在");
    if (row.id === member.id) throw new HttpError(400, "不能咨询自己");
    const [me, peer] = await Promise.all([chats.ensureMemberUser(member), chats.ensureMemberUser(row)]);
    await chats.openConversation(me, peer);
    return ok({ chatId: peer, name: row.realName });
  });

  // A need is checked as a whole before the captcha's proof is spent, so a typo costs no new
  // puzzle; nothing is stored unless both pass.
  contractRoute(app, legalServiceCalls.needSubmit, async (request) => {
    const { proof, ...fields } = request.body;
    const checked = validateServiceNeed(fields);
    if (!checked.ok) throw new HttpError(400, checked.errors.map((e) => e.message).join("；"));
    if (!(await app.captchas.spendProof(proof, checked.value.phone))) throw new HttpError(400, smsMessages.captchaRequired);
    const { regionName: _name, ...need } = checked.value;
    const [row] = await db
      .insert(serviceNeeds)
      .values({ ...need, submittedAt: now() })
      .returning({ id: serviceNeeds.id });
    return ok({ id: row?.id ?? 0 }, "提交成功，平台审核通过后将在需求案例中展示");
  });

  contractRoute(app, legalServiceCalls.needList, async (request) => {
    const { category, status, current, size } = request.query;
    const where = and(approved, category ? eq(serviceNeeds.category, category) : undefined, status ? eq(serviceNeeds.status, status) : undefined);
    const page = await boundedPage(db, serviceNeeds, where, [desc(serviceNeeds.submittedAt), desc(serviceNeeds.id)], current, size);
    return ok({ records: page.rows.map(needSummary), total: page.total, current, size, pages: page.pages });
  });

  contractRoute(app, legalServiceCalls.overview, async () => {
    const at = now();
    const [[lawyerCounts], featured, [needs], latest, byCategory, bySpecialty] = await Promise.all([
      db.select({ lawyers: count(), firms: countDistinct(lawyers.businessId) }).from(lawyers),
      lawyerRows(eq(lawyers.featured, true)).limit(FEATURED),
      db.select({ n: count() }).from(serviceNeeds).where(approved),
      db.select().from(serviceNeeds).where(approved).orderBy(desc(serviceNeeds.submittedAt), desc(serviceNeeds.id)).limit(LATEST_NEEDS),
      db.select({ category: serviceNeeds.category, n: count() }).from(serviceNeeds).where(approved).groupBy(serviceNeeds.category),
      db.select({ specialty: sql<string>`s`, n: count() }).from(sql`${lawyers}, unnest(${lawyers.specialties}) as s`).groupBy(sql`s`),
    ]);
    return ok({
      lawyerCount: lawyerCounts?.lawyers ?? 0,
      firmCount: lawyerCounts?.firms ?? 0,
      featuredLawyers: featured.map((r) => lawyerSummary(r.lawyer, r.name, r.firmName, at)),
      needCount: needs?.n ?? 0,
      latestNeeds: latest.map(needSummary),
      needsByCategory: SERVICE_NEED_CATEGORIES.map((category) => ({ category, count: byCategory.find((c) => c.category === category)?.n ?? 0 })),
      lawyersBySpecialty: LAWYER_SPECIALTIES.map((specialty) => ({ specialty, count: bySpecialty.find((c) => c.specialty === specialty)?.n ?? 0 })),
    });
  });
}

/** Legal services: lawyers, packages and needs, registered by the composition root with the other collected route modules. */
export const legalServiceRouteModule = defineRouteModule({
  name: "legal-services",
  register: async (app, services) => {
    await app.register(legalServiceRoutes, services);
  },
});
