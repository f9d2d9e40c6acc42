import { shopServiceCalls } from "@cidp/api-client/contract";
import {
  checkServiceKnowledgeDraft,
  checkShopServiceDraft,
  SERVICE_KNOWLEDGE_STATE_LABELS,
  type ServiceKnowledgeState,
  SHOP_SERVICE_STATES,
  type ShopServiceState,
  transitionServiceKnowledge,
  transitionShopService,
} from "@cidp/domain";
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { Database } from "../../db/database.ts";
import { contractRoute } from "../../http/contract-route.ts";
import { ok } from "../../http/envelope.ts";
import { formatDateTime } from "../../http/format.ts";
import { richContentOf } from "../../http/rich-text.ts";
import type { Payments } from "../../platform/payment/payments.ts";
import { savedState } from "../../platform/records/saved-state.ts";
import { authOf } from "../../plugins/auth.ts";
import { refuse } from "../../runtime/refusal.ts";
import { createShopServiceRepository, type KnowledgeRow, type ShopServiceRow } from "./repository.ts";
import { cardsOf, detailOf } from "./service-views.ts";
import { shopServiceMessages as m } from "./shop-service-messages.ts";
import { soldOrderRoutes } from "./sold-routes.ts";

export interface ShopServiceRoutesOptions {
  db: Database;
  payments: Payments;
  now?: () => Date;
}

/** The first message of a domain check, as a 400; nothing is written. */
function refuseIfAny(errors: Partial<Record<string, string>>) {
  const first = Object.values(errors)[0];
  if (first) throw refuse("invalid", first);
}

// 知识文章: the knowledge base's submissions, kept by the business; the operator's knowledge review publishes them.
const knowledgeView = (row: KnowledgeRow, authorName: string) => ({
  id: row.id,
  title: row.title,
  summary: row.summary,
  state: row.state as ServiceKnowledgeState,
  stateLabel: SERVICE_KNOWLEDGE_STATE_LABELS[row.state as ServiceKnowledgeState],
  rejectReason: row.rejectReason,
  articleId: row.articleId,
  authorName,
  updateTime: formatDateTime(row.reviewedAt && row.reviewedAt > row.submittedAt ? row.reviewedAt : row.submittedAt),
});

/** 服务发布: the public service page, and a business's own services and knowledge articles. */
export async function shopServiceRoutes(app: FastifyInstance, { db, payments, now = () => new Date() }: ShopServiceRoutesOptions) {
  const services = createShopServiceRepository(db);

  function businessOf(request: FastifyRequest) {
    const auth = authOf(request);
    if (!auth.business) throw refuse("permission", m.chooseBusiness);
    return { memberId: auth.member.id, businessId: auth.business.businessId, businessName: auth.business.businessName };
  }

  /** The caller's business's own service; another business's is "not found". */
  async function ownService(request: FastifyRequest, id: number): Promise<ShopServiceRow> {
    const row = await services.ownService(businessOf(request).businessId, id);
    if (!row) throw refuse("not_found", m.serviceMissing);
    return row;
  }

  async function ownArticle(request: FastifyRequest, id: number) {
    const row = await services.ownArticle(businessOf(request).businessId, id);
    if (!row) throw refuse("not_found", m.articleMissing);
    return row;
  }

  const ownView = async (row: ShopServiceRow) => ({ ...(await detailOf(services, row)), rejectReason: row.rejectReason });

  contractRoute(app, shopServiceCalls.detail, async (request) => {
    const row = await services.listedService(request.query.id);
    if (!row) throw refuse("not_found", m.notOnSale);
    return ok(await detailOf(services, row));
  });

  contractRoute(app, shopServiceCalls.mine, async (request) => {
    const { state, current, size } = request.query;
    const { rows, total, perState } = await services.sellerPage(businessOf(request).businessId, state, current, size);
    const counts = Object.fromEntries(SHOP_SERVICE_STATES.map((s) => [s, perState.get(s) ?? 0]));
    return ok({ records: await cardsOf(services, rows), total, current, size, pages: Math.ceil(total / size), counts });
  });

  contractRoute(app, shopServiceCalls.own, async (request) => ok(await ownView(await ownService(request, request.query.id))));

  contractRoute(app, shopServiceCalls.save, async (request) => {
    const { memberId, businessId } = businessOf(request);
    // Drafts are anyone's; submitting is publishing, for a certified business only: buyers see who they pay.
    if (request.body.submit) app.permissionGuard.refuseUncertified(request, "service.publish");
    const { id, submit, title, category, priceFen, unit, deliveryDays, serviceArea, afterSales } = request.body;
    const content = richContentOf(request.body.content);
    refuseIfAny(checkShopServiceDraft({ ...request.body, content }));
    const existing = id ? await ownService(request, id) : null;
    const stored = existing ? (existing.state as ShopServiceState) : null;
    const state = savedState(transitionShopService, { draft: "draft", stored, submit }, { edit: m.notEditable, submit: m.transition });
    const values = { title, category, priceFen, unit, deliveryDays, serviceArea, content, afterSales, state, rejectReason: null, updatedAt: now() };
    const row = existing
      ? await services.updateService(existing, values)
      : await services.insertService({ ...values, sellerBusinessId: businessId, createdBy: memberId, createdAt: now() });
    if (!row) throw refuse("state", m.transition);
    return ok(await ownView(row), submit ? "已提交审核，平台审核通过后上架" : "已保存为草稿");
  });

  contractRoute(app, shopServiceCalls.change, async (request) => {
    const { id, action } = request.body;
    if (action === "submit") app.permissionGuard.refuseUncertified(request, "service.publish");
    const existing = await ownService(request, id);
    const next = transitionShopService(existing.state as ShopServiceState, action);
    if (!next.ok) throw refuse("state", m.transition);
    const row = await services.updateService(existing, { state: next.value, rejectReason: null, updatedAt: now() });
    if (!row) throw refuse("state", m.transition);
    return ok(await ownView(row), action === "submit" ? "已提交审核" : "已下架");
  });

  contractRoute(app, shopServiceCalls.knowledgeMine, async (request) => {
    const rows = await services.articlesOf(businessOf(request).businessId, 100);
    return ok(rows.map((r) => knowledgeView(r.article, r.author)));
  });

  contractRoute(app, shopServiceCalls.knowledgeOwn, async (request) => {
    const { article, author } = await ownArticle(request, request.query.id);
    return ok({ ...knowledgeView(article, author), body: article.content });
  });

  contractRoute(app, shopServiceCalls.knowledgeSave, async (request) => {
    const { memberId, businessId, businessName } = businessOf(request);
    const { id, title, summary, submit } = request.body;
    if (submit) app.permissionGuard.refuseUncertified(request, "knowledge.publish");
    const body = richContentOf(request.body.body);
    refuseIfAny(checkServiceKnowledgeDraft({ title, summary, body }));
    const existing = id ? (await ownArticle(request, id)).article : null;
    const refusal = { edit: m.articleNotEditable, submit: m.articleNotEditable };
    const state = savedState(transitionServiceKnowledge, { draft: "draft", stored: existing?.state ?? null, submit }, refusal);
    const values = { title, summary, content: body, state, rejectReason: null, submittedAt: now() };
    const row = existing ? await services.updateArticle(existing, values) : await services.insertArticle({ ...values, memberId, businessId, businessName });
    if (!row) throw refuse("state", m.articleNotEditable);
    const author = await services.memberName(row.memberId);
    return ok({ ...knowledgeView(row, author), body: row.content }, submit ? "已提交平台审核，通过后发布到知识库" : "已保存为草稿");
  });

  await app.register(soldOrderRoutes, { db, payments, now });
}
