import { ApiError, clientCall } from "@cidp/api-client";
import { type CallResult, catalogueCalls } from "@cidp/api-client/contract";
import { sanitizeRichText } from "../../lib/rich-text.server.ts";
import { portalRequest, type RequestContext } from "../../lib/session/portal-request.server.ts";
import { catalogueTexts as texts } from "./catalogue-texts.ts";

/** A product in full, as the detail page shows it. */
export type ProductDetail = CallResult<typeof catalogueCalls.detail>["data"];

/** The listed product named by `?id=` (its description sanitised again at render), or why there is none. */
export async function loadProduct(
  context: RequestContext,
  request: Request,
): Promise<{ product: ProductDetail; problem: null } | { product: null; problem: { status: 400 | 404; message: string } }> {
  const id = Number(new URL(request.url).searchParams.get("id"));
  if (!Number.isSafeInteger(id) || id <= 0 || id > 2_147_483_647) return { product: null, problem: { status: 404, message: texts.notFound } };
  try {
    const { data } = await clientCall(catalogueCalls.detail)(portalRequest(context).visitor, { id }, { silent: true });
    return { product: { ...data, descriptionHtml: sanitizeRichText(data.descriptionHtml) }, problem: null };
  } catch (error) {
    if (error instanceof ApiError && (error.code === 404 || error.code === 400))
      return { product: null, problem: { status: 404, message: error.msg || texts.notFound } };
    throw error;
  }
}
