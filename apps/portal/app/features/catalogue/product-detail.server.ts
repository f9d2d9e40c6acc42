import { clientCall } from "@cidp/api-client";
import { type CallResult, catalogueCalls } from "@cidp/api-client/contract";
import { type DetailProblem, detailRecord } from "../../lib/detail-record.server.ts";
import { sanitizeRichText } from "../../lib/rich-text.server.ts";
import { portalRequest, type RequestContext } from "../../lib/session/portal-request.server.ts";
import { catalogueTexts as texts } from "./catalogue-texts.ts";

/** A product in full, as the detail page shows it. */
export type ProductDetail = CallResult<typeof catalogueCalls.detail>["data"];

/** The listed product named by `?id=` (its description sanitised again at render), or why there is none. */
export async function loadProduct(
  context: RequestContext,
  request: Request,
): Promise<{ product: ProductDetail; problem: null } | { product: null; problem: DetailProblem }> {
  const found = await detailRecord(request, texts.notFound, 404, async (id) => {
    const { data } = await clientCall(catalogueCalls.detail)(portalRequest(context).visitor, { id }, { silent: true });
    return { ...data, descriptionHtml: sanitizeRichText(data.descriptionHtml) };
  });
  return found.problem ? { product: null, problem: found.problem } : { product: found.record, problem: null };
}
