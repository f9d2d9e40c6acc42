import { randomInt } from "node:crypto";
import { financeCalls } from "@cidp/api-client/contract";
import {
  type ApplicationState,
  consentCovers,
  FINANCE_CONSENT_VERSION,
  FINANCE_EVIDENCE_KINDS,
  type FinanceEvidenceKind,
  financeConsentText,
  formatFen,
  isPendingApplication,
} from "@cidp/domain";
import { and, asc, count, desc, eq, inArray, isNull } from "drizzle-orm";
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { Database } from "../../db/database.ts";
import { contractRoute } from "../../http/contract-route.ts";
import { ok } from "../../http/envelope.ts";
import { formatDateTime } from "../../http/format.ts";
import { defineRouteModule } from "../../http/route-module.ts";
import { HttpError } from "../../http/validate.ts";
import { members } from "../../platform/member/schema.ts";
import { authOf } from "../../plugins/auth.ts";
import { applyApplicationEvent } from "./application-events.ts";
import { evidenceOf } from "./evidence.ts";
import { type ApplicationRow, applicationView, type ConsentRow, consentView, type ProductRow, productView } from "./finance-view.ts";
import { financeApplicationEvents, financeApplications, financeConsents, financeProducts } from "./schema.ts";

const messages = {
  productMissing: "金融产品不存在",
  applicationMissing: "融资申请不存在",
  consentMissing: "同意记录不存在",
  consentRevoked: "该同意已撤回",
  staleText: "同意书已更新，请重新阅读后再同意",
  noConsent: (bank: string) => `请先阅读并单独同意向${bank}提供本企业数据，再提交申请`,
  amountRange: (min: number, max: number) => `申请金额须在 ${formatFen(min)} 至 ${formatFen(max)} 之间`,
  termRange: (min: number, max: number) => `期限须在 ${min} 至 ${max} 个月之间`,
  evidenceUnknown: "所选资料不存在或不属于本企业",
  notWithdrawable: "申请当前状态不能撤回",
} as const;

/** RZ + the day + six random digits: says the day, guesses nothing about other applications. */
function newApplicationNo(at: Date): string {
  return `RZ${formatDateTime(at).slice(0, 10).replaceAll("-", "")}${String(randomInt(1_000_000)).padStart(6, "0")}`;
}

/** The calls of financial services (供应链金融). The bank's side is in finance-review.ts. */
async function financeRoutes(app: FastifyInstance, { db, now = () => new Date() }: { db: Database; now?: () => Date }) {
  function businessOf(request: FastifyRequest) {
    const auth = authOf(request);
    if (!auth.business) throw new HttpError(403, "请先选择企业");
    return { memberId: auth.member.id, businessId: auth.business.businessId };
  }

  async function product(id: number): Promise<ProductRow> {
    const [row] = await db.select().from(financeProducts).where(eq(financeProducts.id, id));
    if (!row) throw new HttpError(404, messages.productMissing);
    return row;
  }

  async function consentViews(rows: ConsentRow[]) {
    const ids = [...new Set(rows.map((r) => r.memberId))];
    const names = ids.length ? await db.select({ id: members.id, name: members.realName }).from(members).where(inArray(members.id, ids)) : [];
    const nameOf = new Map(names.map((n) => [n.id, n.name]));
    return rows.map((r) => consentView(r, nameOf.get(r.memberId) ?? ""));
  }

  /** The business's latest consent to a bank (revoked or not), or null. */
  async function latestConsent(businessId: number, bankCode: string): Promise<ConsentRow | null> {
    const [row] = await db
      .select()
      .from(financeConsents)
      .where(and(eq(financeConsents.businessId, businessId), eq(financeConsents.bankCode, bankCode)))
      .orderBy(desc(financeConsents.id))
      .limit(1);
    return row ?? null;
  }

  /** The business's own application; another business's is "not found". */
  async function ownApplication(businessId: number, id: number): Promise<{ row: ApplicationRow; product: ProductRow }> {
    const [found] = await db
      .select({ row: financeApplications, product: financeProducts })
      .from(financeApplications)
      .innerJoin(financeProducts, eq(financeProducts.id, financeApplications.productId))
      .where(and(eq(financeApplications.id, id), eq(financeApplications.businessId, businessId)));
    if (!found) throw new HttpError(404, messages.applicationMissing);
    return found;
  }

  contractRoute(app, financeCalls.products, async (request) => {
    const rows = await db
      .select()
      .from(financeProducts)
      .where(request.query.kind ? eq(financeProducts.kind, request.query.kind) : undefined)
      .orderBy(asc(financeProducts.id));
    return ok(rows.map(productView));
  });

  contractRoute(app, financeCalls.product, async (request) => ok(productView(await product(request.query.id))));

  contractRoute(app, financeCalls.evidence, async (request) => ok(await evidenceOf(db, businessOf(request).businessId)));

  contractRoute(app, financeCalls.consent, async (request) => {
    const { businessId } = businessOf(request);
    const p = await product(request.query.productId);
    const latest = await latestConsent(businessId, p.bankCode);
    const [current] = latest && consentCovers(latest) ? await consentViews([latest]) : [];
    return ok({ bankName: p.bankName, text: financeConsentText(p.bankName), textVersion: FINANCE_CONSENT_VERSION, current: current ?? null });
  });

  contractRoute(app, financeCalls.consents, async (request) => {
    const { businessId } = businessOf(request);
    const rows = await db.select().from(financeConsents).where(eq(financeConsents.businessId, businessId)).orderBy(desc(financeConsents.id));
    return ok(await consentViews(rows));
  });

  contractRoute(app, financeCalls.grantConsent, async (request) => {
    const { memberId, businessId } = businessOf(request);
    const p = await product(request.body.productId);
    if (request.body.textVersion !== FINANCE_CONSENT_VERSION) throw new HttpError(400, messages.staleText);
    const latest = await latestConsent(businessId, p.bankCode);
    // Agreeing again to the same text changes nothing: the record keeps the first agreement.
    if (latest && consentCovers(latest)) return ok((await consentViews([latest]))[0] as ReturnType<typeof consentView>, "已同意");
    const [row] = await db
      .insert(financeConsents)
      .values({
        businessId,
        memberId,
        bankCode: p.bankCode,
        bankName: p.bankName,
        textVersion: FINANCE_CONSENT_VERSION,
        text: financeConsentText(p.bankName),
        grantedAt: now(),
      })
      .returning();
    if (!row) throw new Error("consent insert returned nothing");
    return ok((await consentViews([row]))[0] as ReturnType<typeof consentView>, "已同意");
  });

  contractRoute(app, financeCalls.revokeConsent, async (request) => {
    const { memberId, businessId } = businessOf(request);
    const [row] = await db
      .select()
      .from(financeConsents)
      .where(and(eq(financeConsents.id, request.body.consentId), eq(financeConsents.businessId, businessId)));
    if (!row) throw new HttpError(404, messages.consentMissing);
    if (row.revokedAt) throw new HttpError(400, messages.consentRevoked);
    const at = now();
    // The revocation and the withdrawals it causes commit together: sharing never stops on paper only.
    const { revoked, withdrawn } = await db.transaction(async (tx) => {
      const [consent] = await tx
        .update(financeConsents)
        .set({ revokedAt: at, revokedBy: memberId })
        .where(and(eq(financeConsents.id, row.id), isNull(financeConsents.revokedAt)))
        .returning();
      if (!consent) throw new HttpError(400, messages.consentRevoked);
      // Sharing stops: the applications still waiting on the bank's decision are withdrawn.
      const pending = await tx
        .select({ id: financeApplications.id, state: financeApplications.state })
        .from(financeApplications)
        .where(eq(financeApplications.consentId, row.id));
      let withdrawnCount = 0;
      for (const application of pending.filter((a) => isPendingApplication(a.state as ApplicationState))) {
        const applied = await applyApplicationEvent(tx, {
          id: application.id,
          event: "withdraw",
          actor: "applicant",
          actorId: memberId,
          note: "撤回数据提供同意，申请随之撤回",
          at,
        });
        if (applied.ok) withdrawnCount++;
      }
      return { revoked: consent, withdrawn: withdrawnCount };
    });
    return ok({ consent: (await consentViews([revoked]))[0] as ReturnType<typeof consentView>, withdrawnApplications: withdrawn }, "已撤回同意");
  });

  contractRoute(app, financeCalls.apply, async (request) => {
    const { memberId, businessId } = businessOf(request);
    const input = request.body;
    const p = await product(input.productId);
    const standing = await latestConsent(businessId, p.bankCode);
    const covered = standing !== null && consentCovers(standing);
    if (!covered && input.consentTextVersion === undefined) throw new HttpError(400, messages.noConsent(p.bankName));
    if (!covered && input.consentTextVersion !== FINANCE_CONSENT_VERSION) throw new HttpError(400, messages.staleText);
    if (input.amountFen < p.limitMinFen || input.amountFen > p.limitMaxFen) throw new HttpError(400, messages.amountRange(p.limitMinFen, p.limitMaxFen));
    if (input.termMonths < p.termMinMonths || input.termMonths > p.termMaxMonths)
      throw new HttpError(400, messages.termRange(p.termMinMonths, p.termMaxMonths));
    const own = new Map((await evidenceOf(db, businessId)).map((e) => [`${e.kind}:${e.ref}`, e]));
    const chosen = [...new Set(input.evidence.map((e) => `${e.kind}:${e.ref}`))].map((key) => own.get(key));
    if (chosen.some((e) => !e)) throw new HttpError(400, messages.evidenceUnknown);
    const at = now();
    const row = await db.transaction(async (tx) => {
      // The consent given with this application is recorded with it, or not at all.
      const consent = covered
        ? standing
        : (
            await tx
              .insert(financeConsents)
              .values({
                businessId,
                memberId,
                bankCode: p.bankCode,
                bankName: p.bankName,
                textVersion: FINANCE_CONSENT_VERSION,
                text: financeConsentText(p.bankName),
                grantedAt: at,
              })
              .returning()
          )[0];
      if (!consent) throw new Error("consent insert returned nothing");
      const [inserted] = await tx
        .insert(financeApplications)
        .values({
          applicationNo: newApplicationNo(at),
          businessId,
          memberId,
          productId: p.id,
          consentId: consent.id,
          amountFen: input.amountFen,
          termMonths: input.termMonths,
          purpose: input.purpose,
          evidence: chosen.flatMap((e) => (e ? [{ kind: e.kind, ref: e.ref, label: e.label }] : [])),
          createdAt: at,
          updatedAt: at,
        })
        .returning();
      if (!inserted) throw new Error("application insert returned nothing");
      await tx
        .insert(financeApplicationEvents)
        .values({ applicationId: inserted.id, fromState: "submitted", toState: "submitted", actor: "applicant", actorId: memberId, note: "提交融资申请", at });
      return inserted;
    });
    return ok(applicationView(row, p), "融资申请已提交");
  });

  contractRoute(app, financeCalls.applications, async (request) => {
    const { businessId } = businessOf(request);
    const { current, size } = request.query;
    const where = eq(financeApplications.businessId, businessId);
    const [rows, [total]] = await Promise.all([
      db
        .select({ row: financeApplications, product: financeProducts })
        .from(financeApplications)
        .innerJoin(financeProducts, eq(financeProducts.id, financeApplications.productId))
        .where(where)
        .orderBy(desc(financeApplications.id))
        .limit(size)
        .offset((current - 1) * size),
      db.select({ n: count() }).from(financeApplications).where(where),
    ]);
    const n = total?.n ?? 0;
    return ok({ records: rows.map((r) => applicationView(r.row, r.product)), total: n, current, size, pages: Math.ceil(n / size) });
  });

  contractRoute(app, financeCalls.application, async (request) => {
    const { businessId } = businessOf(request);
    const { row, product: p } = await ownApplication(businessId, request.query.id);
    const [[consent], events] = await Promise.all([
      db.select().from(financeConsents).where(eq(financeConsents.id, row.consentId)),
      db.select().from(financeApplicationEvents).where(eq(financeApplicationEvents.applicationId, row.id)).orderBy(asc(financeApplicationEvents.id)),
    ]);
    if (!consent) throw new Error("application without its consent");
    const [consentShown] = await consentViews([consent]);
    return ok({
      ...applicationView(row, p),
      evidence: row.evidence.map((e) => ({
        ...e,
        kind: e.kind as FinanceEvidenceKind,
        kindLabel: FINANCE_EVIDENCE_KINDS[e.kind as FinanceEvidenceKind] ?? e.kind,
      })),
      consent: consentShown as ReturnType<typeof consentView>,
      events: events.map((e) => ({
        fromState: e.fromState as ApplicationState,
        toState: e.toState as ApplicationState,
        actor: e.actor as "applicant" | "bank",
        note: e.note,
        time: formatDateTime(e.at),
      })),
    });
  });

  contractRoute(app, financeCalls.withdraw, async (request) => {
    const { memberId, businessId } = businessOf(request);
    const { row, product: p } = await ownApplication(businessId, request.body.id);
    const applied = await applyApplicationEvent(db, {
      id: row.id,
      event: "withdraw",
      actor: "applicant",
      actorId: memberId,
      note: "申请人撤回申请",
      at: now(),
    });
    if (!applied.ok) throw new HttpError(400, messages.notWithdrawable);
    return ok(applicationView(applied.row, p), "申请已撤回");
  });
}

/** Financing: products, consents and applications, registered by the composition root with the other collected route modules. */
export const financeRouteModule = defineRouteModule({
  name: "finance",
  register: async (app, services) => {
    await app.register(financeRoutes, services);
  },
});
