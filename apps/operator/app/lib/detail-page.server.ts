import type { CallDeclaration } from "@cidp/api-client/contract";
import type { OperatorPermission } from "@cidp/domain";
import { resultMessage } from "./result-message.ts";
import { recordOf, requireStaff } from "./staff.server.ts";

/**
 * A detail page's loader (会员, 企业, 站内公告): the record of its route id for staff who may read
 * it, who is looking (the page offers each form only to staff who may use it), and the last
 * change's result among `results`.
 */
export async function detailPage<D extends CallDeclaration>(
  request: Request,
  permission: OperatorPermission,
  declaration: D,
  routeId: string,
  results: Readonly<Record<string, string>>,
) {
  const me = await requireStaff(request, permission);
  const record = await recordOf(request, declaration, routeId);
  return { record, me, result: resultMessage(request, results) };
}
