import { portalRequest, type RequestContext } from "./portal-request.server.ts";

/**
 * The member's client while they act for a business (one is selected in the `deptId` cookie); null
 * for a visitor or for a member with no business, whose business pages have nothing to show.
 */
export function businessMemberClient(context: RequestContext) {
  const {
    member,
    cookies: { deptId },
  } = portalRequest(context);
  return member && deptId ? member : null;
}
