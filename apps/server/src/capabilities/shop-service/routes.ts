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
import { and, count, desc, eq } from "drizzle-orm";
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { Database } from "../../db/database.ts";
import { contractRoute } from "../../http/contract-route.ts";
import { ok } from "../../http/envelope.ts";
import { formatDateTime } from "../../http/format.ts";
import { HttpError } from "../../http/validate.ts";
import { knowledgeSubmissions } from "../../platform/knowledge/schema.ts";
import { businesses, members } from "../../platform/member/schema.ts";
import type { Payments } from "../../platform/payment/payments.ts";
import { authOf } from "../../plugins/auth.ts";
import { richContentOf } from "./rich-content.ts";
import { shopServices } from "./schema.ts";
import { cardsOf, detailOf, type ShopServiceRow } from "./service-views.ts";
import { shopServiceMessages as m } from "./shop-service-messages.ts";
import { soldOrderRoutes } from "./sold-routes.ts";

export interface ShopServiceRoutesOptions {
  db: Database;
  payments: Payments;
  now?: () => Date;
}

type KnowledgeRow = typeof knowledgeSubmissions.$inferSelect;

/** The first message of a domain check, as a 400; nothing is written. */
function refuseIfAny(errors: Partial<Record<string, string>>) {
  const first = Object.values(errors)[0];
  if (first) throw new HttpError(400, first);
}

/** 服务发布: the public service page, and a business's own services and knowledge articles. */
export async function shopServiceRoutes(app: FastifyInstance, { db, payments, now = () => new Date() }: ShopServiceRoutesOptions) {
  function businessOf(request: FastifyRequest) {
    const auth = authOf(request);
    if (!auth.business) throw new HttpError(403, m.chooseBusiness);
    return { memberId: auth.member.id, businessId: auth.business.businessId, businessName: auth.business.businessName };
  }

  /** Publishing (saving, submitting) is for certified businesses: buyers see who they pay. */
  async function requireCertified(businessId: number) {
    const [row] = await db.select({ state: businesses.certificationState }).from(businesses).where(eq(businesses.id, businessId));
    if (row?.state !== "certified") throw new HttpError(403, m.uncertified);
  }

  /** The caller's business's own service; another business's is "not found". */
  async function ownService(request: FastifyRequest, id: number): Promise<ShopServiceRow> {
    const { businessId } = businessOf(request);
    const [row] = await db
      .select()
      .from(shopServices)
      .where(and(eq(shopServices.id, id), eq(shopServices.sellerBusinessId, businessId)));
    if (!row) throw new HttpError(404, m.serviceMissing);
    return row;
  }

  const ownView = async (row: ShopServiceRow) => ({ ...(await detailOf(db, row)), rejectReason: row.rejectReason });

  contractRoute(app, shopServiceCalls.detail, async (request) => {
    const [row] = await db
      .select()
      .from(shopServices)
      .where(and(eq(shopServices.id, request.query.id), eq(shopServices.state, "listed")));
    if (!row) throw new HttpError(404, m.notOnSale);
    return ok(await detailOf(db, row));
  });

  contractRoute(app, shopServiceCalls.mine, async (request) => {
    const { businessId } = businessOf(request);
    const { state, current, size } = request.query;
    const mine = eq(shopServices.sellerBusinessId, businessId);
    const where = state ? and(mine, eq(shopServices.state, state)) : mine;
    const [rows, [total], perState] = await Promise.all([
      db
        .select()
        .from(shopServices)
        .where(where)
        .orderBy(desc(shopServices.updatedAt), desc(shopServices.id))
        .limit(size)
        .offset((current - 1) * size),
      db.select({ n: count() }).from(shopServices).where(where),
      db.select({ state: shopServices.state, n: count() }).from(shopServices).where(mine).groupBy(shopServices.state),
    ]);
    const n = total?.n ?? 0;
    const counts = Object.fromEntries(SHOP_SERVICE_STATES.map((s) => [s, perState.find((p) => p.state === s)?.n ?? 0]));
    return ok({ records: await cardsOf(db, rows), total: n, current, size, pages: Math.ceil(n / size), counts });
  });

  contractRoute(app, shopServiceCalls.own, async (request) => ok(await ownView(await ownService(request, request.query.id))));

  contractRoute(app, shopServiceCalls.save, async (request) => {
    const { memberId, businessId } = businessOf(request);
    await requireCertified(businessId);
    const body = request.body;
    const content = richContentOf(body.content);
    refuseIfAny(checkShopServiceDraft({ ...body, content }));
    const existing = body.id ? await ownService(request, body.id) : null;
    let state: ShopServiceState = "draft";
    if (existing) {
      const edited = transitionShopService(existing.state as ShopServiceState, "edit");
      if (!edited.ok) throw new HttpError(400, m.notEditable);
      state = edited.value;
    }
    if (body.submit) {
      const submitted = transitionShopService(state, "submit");
      if (!submitted.ok) throw new HttpError(400, m.transition);
      state = submitted.value;
    }
    const values = {
      title: body.title,
      category: body.category,
      priceFen: body.priceFen,
      unit: body.unit,
      deliveryDays: body.deliveryDays,
      serviceArea: body.serviceArea,
      content,
      afterSales: body.afterSales,
      state,
      rejectReason: null,
      updatedAt: now(),
    };
    const [row] = existing
      ? await db
          .update(shopServices)
          .set(values)
          .where(and(eq(shopServices.id, existing.id), eq(shopServices.state, existing.state)))
          .returning()
      : await db
          .insert(shopServices)
          .values({ ...values, sellerBusinessId: businessId, createdBy: memberId, createdAt: now() })
          .returning();
    if (!row) throw new HttpError(400, m.transition);
    return ok(await ownView(row), body.submit ? "已提交审核，平台审核通过后上架" : "已保存为草稿");
  });

  contractRoute(app, shopServiceCalls.change, async (request) => {
    const { businessId } = businessOf(request);
    const { id, action } = request.body;
    if (action === "submit") await requireCertified(businessId);
    const existing = await ownService(request, id);
    const next = transitionShopService(existing.state as ShopServiceState, action);
    if (!next.ok) throw new HttpError(400, m.transition);
    const [row] = await db
      .update(shopServices)
      .set({ state: next.value, rejectReason: null, updatedAt: now() })
      .where(and(eq(shopServices.id, id), eq(shopServices.state, existing.state)))
      .returning();
    if (!row) throw new HttpError(400, m.transition);
    return ok(await ownView(row), action === "submit" ? "已提交审核" : "已下架");
  });

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

  async function ownArticle(request: FastifyRequest, id: number) {
    const { businessId } = businessOf(request);
    const [row] = await db
      .select({ article: knowledgeSubmissions, author: members.realName })
      .from(knowledgeSubmissions)
      .innerJoin(members, eq(members.id, knowledgeSubmissions.memberId))
      .where(and(eq(knowledgeSubmissions.id, id), eq(knowledgeSubmissions.businessId, businessId)));
    if (!row) throw new HttpError(404, m.articleMissing);
    return row;
  }

  contractRoute(app, shopServiceCalls.knowledgeMine, async (request) => {
    const { businessId } = businessOf(request);
    const rows = await db
      .select({ article: knowledgeSubmissions, author: members.realName })
      .from(knowledgeSubmissions)
      .innerJoin(members, eq(members.id, knowledgeSubmissions.memberId))
      .where(eq(knowledgeSubmissions.businessId, businessId))
      .orderBy(desc(knowledgeSubmissions.id))
      .limit(100);
    return ok(rows.map((r) => knowledgeView(r.article, r.author)));
  });

  contractRoute(app, shopServiceCalls.knowledgeOwn, async (request) => {
    const { article, author } = await ownArticle(request, request.query.id);
    return ok({ ...knowledgeView(article, author), body: article.content });
  });

  contractRoute(app, shopServiceCalls.knowledgeSave, async (request) => {
    const { memberId, businessId, businessName } = businessOf(request);
    await requireCertified(businessId);
    const { id, title, summary, submit } = request.body;
    const body = richContentOf(request.body.body);
    refuseIfAny(checkServiceKnowledgeDraft({ title, summary, body }));
    const existing = id ? (await ownArticle(request, id)).article : null;
    let state: ServiceKnowledgeState = "draft";
    if (existing) {
      const edited = transitionServiceKnowledge(existing.state, "edit");
      if (!edited.ok) throw new HttpError(400, m.articleNotEditable);
      state = edited.value;
    }
    if (submit) {
      const submitted = transitionServiceKnowledge(state, "submit");
      if (!submitted.ok) throw new HttpError(400, m.articleNotEditable);
      state = submitted.value;
    }
    const values = { title, summary, content: body, state, rejectReason: null, submittedAt: now() };
    const [row] = existing
      ? await db
          .update(knowledgeSubmissions)
          .set(values)
          .where(and(eq(knowledgeSubmissions.id, existing.id), eq(knowledgeSubmissions.state, existing.state)))
          .returning()
      : await db
          .insert(knowledgeSubmissions)
          .values({ ...values, memberId, businessId, businessName })
          .returning();
    if (!row) throw new HttpError(400, m.articleNotEditable);
    const [author] = await db.select({ name: members.realName }).from(members).where(eq(members.id, row.memberId));
    return ok({ ...knowledgeView(row, author?.name ?? ""), body: row.content }, submit ? "已提交平台审核，通过后发布到知识库" : "已保存为草稿");
  });

  await app.register(soldOrderRoutes, { db, payments });
}
