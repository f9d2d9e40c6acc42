import type { ApiClient } from "@cidp/api-client";
import { serverApiClient } from "../api-origin.server.ts";

/** A client that calls the platform services for one member, straight from the portal's server. */
export function memberClient(token: string, companyId: string | null, getPlatformCode: () => string | null = () => null): ApiClient {
  return serverApiClient({ getSession: () => ({ platformToken: token, companyId }), getPlatformCode });
}
