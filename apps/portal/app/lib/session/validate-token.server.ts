import { getUserInfo } from "@cidp/api-client";
import { memberClient } from "./member-client.server.ts";

/** Whether the platform services accept a token handed to /login-back (for the company, if given). */
export async function validateLoginToken(token: string, companyId: string | null): Promise<boolean> {
  try {
    const body = await getUserInfo(memberClient(token, companyId), { silent: true });
    return body.success;
  } catch {
    return false;
  }
}
