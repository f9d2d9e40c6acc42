import { getServicePackageList } from "@cidp/api-client";
import type { CallResult, homeCalls } from "@cidp/api-client/contract";
import { portalRequest, type RequestContext } from "../../lib/session/portal-request.server.ts";

export type ServicePackage = CallResult<typeof homeCalls.servicePackageList>["data"][number];

/** The service packages on sale, or null when the services cannot say. */
export async function loadServicePackages(context: RequestContext): Promise<ServicePackage[] | null> {
  try {
    const answer = await getServicePackageList(portalRequest(context).visitor, { silent: true });
    return answer.data;
  } catch {
    return null;
  }
}
