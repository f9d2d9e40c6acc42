import { ApiError, getCompanyProfile } from "@cidp/api-client";
import { type CompanyProfile, companyProfileQuerySchema } from "@cidp/api-client/contract";
import { portalRequest, type RequestContext } from "../../lib/session/portal-request.server.ts";
import { companyTexts } from "./company-texts.ts";

/** The profile, or why there is none: the status the page answers with and its Chinese message. */
export type CompanyProfileResult = { company: CompanyProfile; problem: null } | { company: null; problem: { status: 400 | 404; message: string } };

/**
 * Loads the profile named by `?id=` for server rendering. A malformed id (400) and an unknown
 * company (404) come back as a problem the page shows in its own layout; other failures throw.
 */
export async function loadCompanyProfile(request: Request, context: RequestContext): Promise<CompanyProfileResult> {
  const query = companyProfileQuerySchema.safeParse({ id: new URL(request.url).searchParams.get("id") ?? undefined });
  if (!query.success) return { company: null, problem: { status: 400, message: companyTexts.badId } };
  const client = portalRequest(context).visitor;
  try {
    const body = await getCompanyProfile(client, { id: query.data.id }, { silent: true });
    return { company: body.data, problem: null };
  } catch (error) {
    if (error instanceof ApiError && error.code === 404) return { company: null, problem: { status: 404, message: error.msg || companyTexts.notFound } };
    if (error instanceof ApiError && error.code === 400) return { company: null, problem: { status: 400, message: error.msg || companyTexts.badId } };
    throw error;
  }
}
