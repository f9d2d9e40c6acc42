import { clientCall } from "@cidp/api-client";
import { type CallResult, catalogueCalls } from "@cidp/api-client/contract";
import { PRODUCT_CATEGORIES, productCategoryGroupOf } from "@cidp/domain";
import { refusalMessage } from "../../lib/api/refusal-message.ts";
import { memberClientOrLogin, portalRequest, type RequestContext } from "../../lib/session/portal-request.server.ts";

/** A product card of a catalogue. */
export type CatalogueCard = CallResult<typeof catalogueCalls.catalogue>["data"]["records"][number];
/** A supplier with a few of its listed products. */
export type Supplier = CallResult<typeof catalogueCalls.suppliers>["data"]["suppliers"][number];

/** How many listed products of the own catalogue the page shows (newest first). */
const CATALOGUE_SIZE = 100;

/** The business's own catalogue as buyers see it, grouped by category group, and the suppliers in its groups. */
export async function loadSuppliers(context: RequestContext) {
  const client = memberClientOrLogin(context);
  try {
    const { data } = await clientCall(catalogueCalls.suppliers)(client, { silent: true });
    const own = await clientCall(catalogueCalls.catalogue)(
      portalRequest(context).visitor,
      { businessId: data.businessId, size: CATALOGUE_SIZE },
      { silent: true },
    );
    const groups = PRODUCT_CATEGORIES.map((group) => ({
      code: group.code,
      name: group.name,
      products: own.data.records.filter((card) => productCategoryGroupOf(card.category) === group.code),
    })).filter((group) => group.products.length > 0);
    return { businessId: data.businessId, businessName: data.businessName, groups, suppliers: data.suppliers, error: null as string | null };
  } catch (error) {
    const message = refusalMessage(error, "加载失败，请稍后重试");
    return {
      businessId: 0,
      businessName: "",
      groups: [] as { code: string; name: string; products: CatalogueCard[] }[],
      suppliers: [] as Supplier[],
      error: message,
    };
  }
}
