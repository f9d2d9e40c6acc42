import { getServicePackageList } from "@cidp/api-client";
import type { CallResult, homeCalls } from "@cidp/api-client/contract";
import { serverApiClient } from "../../lib/api-origin.server.ts";

export type ServicePackage = CallResult<typeof homeCalls.servicePackageList>["data"][number];

/** The service packages on sale, or null when the services cannot say. */
export async function loadServicePackages(): Promise<ServicePackage[] | null> {
  try {
    const answer = await getServicePackageList(serverApiClient(), { silent: true });
    return answer.data;
  } catch {
    return null;
  }
}
