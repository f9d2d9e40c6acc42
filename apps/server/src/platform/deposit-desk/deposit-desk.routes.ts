import { ok } from "../../http/envelope.ts";
import { answeringRefusals, type StaffRouteKit } from "../operator/staff-route-kit.ts";
import { type DepositDesk, DepositDeskError } from "./deposit-desk.ts";

/** 认证打款's calls of the back office: the deposits to send and marking one sent (finance.transfers). */
export function depositDeskRoutes({ route, actorOf }: StaffRouteKit, desk: DepositDesk) {
  route("certificationDeposits", async (request) => ok(await desk.waiting(request.query.current, request.query.size)));
  route("certificationDepositSent", async (request) =>
    ok(null, await answeringRefusals([DepositDeskError], () => desk.markSent(request.params.id, request.body.bankSerial, actorOf(request), request.body.kind))),
  );
}
