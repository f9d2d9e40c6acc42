import { randomInt } from "node:crypto";
import { financeCalls } from "@cidp/api-client/contract";
import { consentCovers, FINANCE_CONSENT_VERSION, financeConsentText, formatFen } from "@cidp/domain";
import type { FastifyInstance } from "fastify";
import type { Database } from "../../db/database.ts";
import { contractRoute } from "../../http/contract-route.ts";
import { ok } from "../../http/envelope.ts";
import { formatDateTime } from "../../http/format.ts";
import { defineRouteModule } from "../../http/route-module.ts";
import { actingBusinessOf } from "../../plugins/auth.ts";
import { refuse } from "../../runtime/refusal.ts";
import { applyApplicationEvent, revokeConsent, submitApplication } from "./application-records.ts";
import { evidenceOf } from "./evidence.ts";
import {
  type ApplicationRow,
  applicationEventView,
  applicationView,
  type ConsentRow,
  consentView,
  evidenceView,
  type ProductRow,
  productView,
} from "./finance-view.ts";
import { createFinanceRepository } from "./repository.ts";

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
  const finance = createFinanceRepository(db);

  async function product(id: number): Promise<ProductRow> {
    const row = await finance.product(id);
    if (!row) throw refuse("not_found", messages.productMissing);
    return row;
  }

  async function consentViews(rows: ConsentRow[]) {
    const nameOf = await finance.memberNames(rows.map((r) => r.memberId));
    return rows.map((r) => consentView(r, nameOf.get(r.memberId) ?? ""));
  }

  const consentShown = async (row: ConsentRow) => (await consentViews([row]))[0] as ReturnType<typeof consentView>;

  /** The business's own application; another business's is "not found". */
  async function ownApplication(businessId: number, id: number): Promise<{ row: ApplicationRow; product: ProductRow }> {
    const found = await finance.ownApplication(businessId, id);
    if (!found) throw refuse("not_found", messages.applicationMissing);
    return found;
  }

  /** The consent as this product's bank reads it: who agreed, to which text, when. */
  const consentFor = (p: ProductRow, memberId: number, businessId: number, at: Date) => ({
    businessId,
    memberId,
    bankCode: p.bankCode,
    bankName: p.bankName,
    textVersion: FINANCE_CONSENT_VERSION,
    text: financeConsentText(p.bankName),
    grantedAt: at,
  });

  /** The evidence chosen, each once, as the business's own data labels it; 400 for any that is not its own. */
  async function chosenEvidence(businessId: number, chosen: readonly { kind: string; ref: string }[]) {
    const own = new Map((await evidenceOf(db, businessId)).map((e) => [`${e.kind}:${e.ref}`, e]));
    const found = [...new Set(chosen.map((e) => `${e.kind}:${e.ref}`))].map((key) => own.get(key));
    if (found.some((e) => !e)) throw refuse("invalid", messages.evidenceUnknown);
    return found.flatMap((e) => (e ? [{ kind: e.kind, ref: e.ref, label: e.label }] : []));
  }

  contractRoute(app, financeCalls.products, async (request) => ok((await finance.products(request.query.kind)).map(productView)));

  contractRoute(app, financeCalls.product, async (request) => ok(productView(await product(request.query.id))));

  contractRoute(app, financeCalls.evidence, async (request) => ok(await evidenceOf(db, actingBusinessOf(request).businessId)));

  contractRoute(app, financeCalls.consent, async (request) => {
    const { businessId } = actingBusinessOf(request);
    const p = await product(request.query.productId);
    const latest = await finance.latestConsent(businessId, p.bankCode);
    const current = latest && consentCovers(latest) ? await consentShown(latest) : null;
    return ok({ bankName: p.bankName, text: financeConsentText(p.bankName), textVersion: FINANCE_CONSENT_VERSION, current });
  });

  contractRoute(app, financeCalls.consents, async (request) => ok(await consentViews(await finance.consentsOf(actingBusinessOf(request).businessId))));

  contractRoute(app, financeCalls.grantConsent, async (request) => {
    const { memberId, businessId } = actingBusinessOf(request);
    const p = await product(request.body.productId);
    if (request.body.textVersion !== FINANCE_CONSENT_VERSION) throw refuse("state", messages.staleText);
    const latest = await finance.latestConsent(businessId, p.bankCode);
    // Agreeing again to the same text changes nothing: the record keeps the first agreement.
    if (latest && consentCovers(latest)) return ok(await consentShown(latest), "已同意");
    const row = await finance.insertConsent(consentFor(p, memberId, businessId, now()));
    return ok(await consentShown(row), "已同意");
  });

  contractRoute(app, financeCalls.revokeConsent, async (request) => {
    const { memberId, businessId } = actingBusinessOf(request);
    const row = await finance.ownConsent(businessId, request.body.consentId);
    if (!row) throw refuse("not_found", messages.consentMissing);
    if (row.revokedAt) throw refuse("state", messages.consentRevoked);
    const done = await revokeConsent(db, { consentId: row.id, memberId, at: now() });
    if (!done) throw refuse("state", messages.consentRevoked);
    return ok({ consent: await consentShown(done.revoked), withdrawnApplications: done.withdrawn }, "已撤回同意");
  });

  contractRoute(app, financeCalls.apply, async (request) => {
    const { memberId, businessId } = actingBusinessOf(request);
    const input = request.body;
    const p = await product(input.productId);
    const standing = await finance.latestConsent(businessId, p.bankCode);
    const covered = standing !== null && consentCovers(standing);
    if (!covered && input.consentTextVersion === undefined) throw refuse("state", messages.noConsent(p.bankName));
    if (!covered && input.consentTextVersion !== FINANCE_CONSENT_VERSION) throw refuse("state", messages.staleText);
    if (input.amountFen < p.limitMinFen || input.amountFen > p.limitMaxFen) throw refuse("invalid", messages.amountRange(p.limitMinFen, p.limitMaxFen));
    if (input.termMonths < p.termMinMonths || input.termMonths > p.termMaxMonths) throw refuse("invalid", messages.termRange(p.termMinMonths, p.termMaxMonths));
    const evidence = await chosenEvidence(businessId, input.evidence);
    const at = now();
    // The consent given with this application is recorded with it, or not at all.
    const row = await submitApplication(db, {
      consent: covered ? { standing } : { given: consentFor(p, memberId, businessId, at) },
      application: {
        applicationNo: newApplicationNo(at),
        businessId,
        memberId,
        productId: p.id,
        amountFen: input.amountFen,
        termMonths: input.termMonths,
        purpose: input.purpose,
        evidence,
        createdAt: at,
        updatedAt: at,
      },
      at,
    });
    return ok(applicationView(row, p), "融资申请已提交");
  });

  contractRoute(app, financeCalls.applications, async (request) => {
    const { current, size } = request.query;
    const { rows, total } = await finance.applicationPage(actingBusinessOf(request).businessId, current, size);
    return ok({ records: rows.map((r) => applicationView(r.row, r.product)), total, current, size, pages: Math.ceil(total / size) });
  });

  contractRoute(app, financeCalls.application, async (request) => {
    const { businessId } = actingBusinessOf(request);
    const { row, product: p } = await ownApplication(businessId, request.query.id);
    const [consent, events] = await Promise.all([finance.consent(row.consentId), finance.eventsOf(row.id)]);
    if (!consent) throw new Error("application without its consent");
    return ok({
      ...applicationView(row, p),
      evidence: row.evidence.map(evidenceView),
      consent: await consentShown(consent),
      events: events.map(applicationEventView),
    });
  });

  contractRoute(app, financeCalls.withdraw, async (request) => {
    const { memberId, businessId } = actingBusinessOf(request);
    const { row, product: p } = await ownApplication(businessId, request.body.id);
    const applied = await applyApplicationEvent(db, {
      id: row.id,
      event: "withdraw",
      actor: "applicant",
      actorId: memberId,
      note: "申请人撤回申请",
      at: now(),
    });
    if (!applied.ok) throw refuse("state", messages.notWithdrawable);
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
