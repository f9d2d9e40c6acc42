import { tenderCalls } from "@cidp/api-client/contract";
import type { FastifyInstance } from "fastify";
import { contractRoute } from "../../http/contract-route.ts";
import { ok } from "../../http/envelope.ts";
import { refundOnlineDeposits } from "./deposit-refunds.ts";
import { advanceTender, withdrawTender } from "./tender-closing-records.ts";
import { mutationView, type TenderRoutesOptions, tendererOf } from "./tenderer-context.ts";

/** The tenderer's steps from registration to completion, and its withdrawal of a tender; deposits go back at the end. */
export async function tendererClosingRoutes(app: FastifyInstance, { db, payments, now = () => new Date() }: TenderRoutesOptions) {
  contractRoute(app, tenderCalls.advance, async (request) => {
    const { businessId, actor } = tendererOf(request);
    const { id, step } = request.body;
    const row = await advanceTender(db, { tenderId: id, businessId, actor, now: now(), step });
    if (step === "start-refund") await refundOnlineDeposits(db, payments, id);
    return ok(await mutationView(db, row));
  });

  contractRoute(app, tenderCalls.withdraw, async (request) => {
    const { businessId, actor } = tendererOf(request);
    const { id, reason } = request.body;
    const row = await withdrawTender(db, { tenderId: id, businessId, actor, now: now(), reason });
    await refundOnlineDeposits(db, payments, row.id);
    return ok(await mutationView(db, row));
  });
}
