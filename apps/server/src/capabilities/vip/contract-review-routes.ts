import { vipContractReviewCalls } from "@cidp/api-client/contract";
import type { FastifyInstance } from "fastify";
import type { Database } from "../../db/database.ts";
import { contractRoute } from "../../http/contract-route.ts";
import { ok } from "../../http/envelope.ts";
import type { StoredFiles } from "../../platform/upload/stored-files.ts";
import { authOf } from "../../plugins/auth.ts";
import { refuse } from "../../runtime/refusal.ts";
import { allowanceView, businessReviews, submitContractReview, withdrawContractReview } from "./contract-review.ts";

export interface ContractReviewRoutesOptions {
  db: Database;
  /** The upload service's files: the contract's own uploads, and their download links. */
  files: StoredFiles;
  now?: () => Date;
}

/** 免费合同审查's member calls: the running period's allowance and the business's reviews, submitting and withdrawing one. */
export async function contractReviewRoutes(app: FastifyInstance, { db, files, now = () => new Date() }: ContractReviewRoutesOptions) {
  const actingFor = (request: Parameters<typeof authOf>[0]) => {
    const auth = authOf(request);
    if (!auth.business) throw refuse("permission", "请先选择企业");
    return { memberId: auth.member.id, businessId: auth.business.businessId };
  };

  contractRoute(app, vipContractReviewCalls.contractReviews, async (request) => {
    const { businessId } = actingFor(request);
    const { current, size } = request.query;
    const [allowance, found] = await Promise.all([allowanceView(db, businessId, now()), businessReviews(db, files, businessId, current, size)]);
    return ok({ ...found, current, size, pages: Math.ceil(found.total / size), allowance });
  });

  contractRoute(app, vipContractReviewCalls.contractReviewSubmit, async (request) => {
    const id = await submitContractReview(db, files, { ...actingFor(request), at: now(), body: request.body });
    return ok({ id }, "已提交，平台法律顾问将在3个工作日内受理");
  });

  contractRoute(app, vipContractReviewCalls.contractReviewWithdraw, async (request) => {
    await withdrawContractReview(db, actingFor(request).businessId, request.body.id);
    return ok(null, "已撤回，本次额度已退回");
  });
}
