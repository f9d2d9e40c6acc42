import { legalServiceCalls } from "@cidp/api-client/contract";
import { LAWYER_SPECIALTIES, SERVICE_NEED_CATEGORIES, validateServiceNeed } from "@cidp/domain";
import type { FastifyInstance } from "fastify";
import type { Database } from "../../db/database.ts";
import { contractRoute } from "../../http/contract-route.ts";
import { ok } from "../../http/envelope.ts";
import { defineRouteModule } from "../../http/route-module.ts";
import { createChatRepository } from "../../platform/chat/repository.ts";
import { smsMessages } from "../../platform/sms/sms.messages.ts";
import { authOf } from "../../plugins/auth.ts";
import { refuse } from "../../runtime/refusal.ts";
import { createLegalServicesRepository } from "./repository.ts";
import { lawyerProfile, lawyerSummary, needSummary } from "./views.ts";

const FEATURED = 4;
const LATEST_NEEDS = 5;

/** 法律服务 and 服务需求: the lawyer list and profiles, 咨询 (a chat), needs and their public cases. */
async function legalServiceRoutes(app: FastifyInstance, { db, now = () => new Date() }: { db: Database; now?: () => Date }) {
  const chats = createChatRepository(db);
  const legal = createLegalServicesRepository(db);

  contractRoute(app, legalServiceCalls.lawyerList, async (request) => {
    const { specialty, regionCode, featured, firm, current, size } = request.query;
    const { rows, total } = await legal.lawyerPage({ specialty, regionCode, featured: featured !== undefined, firm }, current, size);
    const at = now();
    return ok({ records: rows.map((r) => lawyerSummary(r.lawyer, r.name, r.firmName, at)), total, current, size, pages: Math.ceil(total / size) });
  });

  contractRoute(app, legalServiceCalls.lawyerDetail, async (request) => {
    const row = await legal.lawyer(request.query.id);
    if (!row) throw refuse("not_found", "律师不存在");
    return ok(lawyerProfile(row.lawyer, row.name, row.firmName, now()));
  });

  // 咨询: the member's chat with the lawyer's own account, opened (created) here, so the message
  // list shows it at once.
  contractRoute(app, legalServiceCalls.consult, async (request) => {
    const { member } = authOf(request);
    const row = await legal.lawyerAccount(request.body.lawyerId);
    if (!row) throw refuse("not_found", "律师不存在");
    if (row.id === member.id) throw refuse("invalid", "不能咨询自己");
    const [me, peer] = await Promise.all([chats.ensureMemberUser(member), chats.ensureMemberUser(row)]);
    await chats.openConversation(me, peer);
    return ok({ chatId: peer, name: row.realName });
  });

  // A need is checked as a whole before the captcha's proof is spent, so a typo costs no new
  // puzzle; nothing is stored unless both pass.
  contractRoute(app, legalServiceCalls.needSubmit, async (request) => {
    const { proof, ...fields } = request.body;
    const checked = validateServiceNeed(fields);
    if (!checked.ok) throw refuse("invalid", checked.errors.map((e) => e.message).join("；"));
    if (!(await app.captchas.spendProof(proof, checked.value.phone))) throw refuse("invalid", smsMessages.captchaRequired);
    const { regionName: _name, ...need } = checked.value;
    const id = await legal.insertNeed({ ...need, submittedAt: now() });
    return ok({ id }, "提交成功，平台审核通过后将在需求案例中展示");
  });

  contractRoute(app, legalServiceCalls.needList, async (request) => {
    const { category, status, current, size } = request.query;
    const page = await legal.approvedNeedPage({ category, status }, current, size);
    return ok({ records: page.rows.map(needSummary), total: page.total, current, size, pages: page.pages });
  });

  contractRoute(app, legalServiceCalls.overview, async () => {
    const at = now();
    const o = await legal.overview(FEATURED, LATEST_NEEDS);
    return ok({
      lawyerCount: o.lawyerCount,
      firmCount: o.firmCount,
      featuredLawyers: o.featured.map((r) => lawyerSummary(r.lawyer, r.name, r.firmName, at)),
      needCount: o.needCount,
      latestNeeds: o.latest.map(needSummary),
      needsByCategory: SERVICE_NEED_CATEGORIES.map((category) => ({ category, count: o.byCategory.find((c) => c.category === category)?.n ?? 0 })),
      lawyersBySpecialty: LAWYER_SPECIALTIES.map((specialty) => ({ specialty, count: o.bySpecialty.find((c) => c.specialty === specialty)?.n ?? 0 })),
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
