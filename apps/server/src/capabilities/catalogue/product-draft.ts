import type { catalogueCalls } from "@cidp/api-client/contract";
import {
  checkProductDraft,
  lowestPriceFen,
  PRODUCT_FILE_MAX_MB,
  PRODUCT_PHOTO_EXTENSIONS,
  PRODUCT_REPORT_EXTENSIONS,
  PRODUCT_RULE_MESSAGES,
  type ProductPrice,
  type ProductState,
  transitionProduct,
} from "@cidp/domain";
import type { z } from "zod";
import { richContentOf } from "../../http/rich-text.ts";
import { savedState } from "../../platform/records/saved-state.ts";
import { checkedListingUploads } from "../../platform/upload/listing-uploads.ts";
import type { StoredFiles } from "../../platform/upload/stored-files.ts";
import { refuse } from "../../runtime/refusal.ts";
import { catalogueMessages as m } from "./catalogue-messages.ts";
import type { ProductRow, ProductValues } from "./product-repository.ts";
import type { ProductPhoto } from "./schema.ts";

type SaveBody = z.output<typeof catalogueCalls.save.body>;

/**
 * The member's own verified uploads of the allowed kinds (checked as every listing's are). Seeded
 * pictures (no upload behind them) stay with the product when it is edited; an upload keeps its
 * lasting public link, so the shop reads covers without the upload service.
 */
async function checkedUploads(files: StoredFiles, memberId: number, body: SaveBody, existing: ProductRow | null) {
  const {
    photoIds,
    images,
    documents: reports,
  } = await checkedListingUploads(
    files,
    memberId,
    { ids: body.photoIds, extensions: PRODUCT_PHOTO_EXTENSIONS, refusal: m.photos },
    { ids: body.reportIds, extensions: PRODUCT_REPORT_EXTENSIONS, refusal: m.reports },
    PRODUCT_FILE_MAX_MB,
  );
  const kept: ProductPhoto[] = existing?.photos.filter((photo) => !photo.uploadId) ?? [];
  const photos: ProductPhoto[] = [
    ...kept,
    ...photoIds.flatMap((uploadId) => {
      const image = images.get(uploadId);
      return image ? [{ uploadId, url: files.publicLink(image) }] : [];
    }),
  ];
  return { photos, reports };
}

/**
 * The columns a save call writes, checked against the catalogue's rules (uploads, the domain's draft
 * rules and state machine); refusals throw the member's message. The description is sanitised here
 * (plain text becoming paragraphs), so what is stored is what buyers and the reviewer read.
 */
export async function productDraft(files: StoredFiles, memberId: number, body: SaveBody, existing: ProductRow | null, at: Date): Promise<ProductValues> {
  const { photos, reports } = await checkedUploads(files, memberId, body, existing);
  const price: ProductPrice = body.priceKind === "tiers" ? { kind: "tiers", tiers: body.tiers } : { kind: "single", priceFen: body.priceFen ?? 0 };
  // What the member describes the product with: checked by the domain's rules and stored as given.
  const described = { name: body.name, category: body.category, model: body.model, brand: body.brand, standard: body.standard, unit: body.unit, moq: body.moq };
  const rules = checkProductDraft({ ...described, price, photoCount: photos.length, reportCount: reports.length });
  if (!rules.ok) throw refuse("invalid", PRODUCT_RULE_MESSAGES[rules.code]);
  return {
    ...described,
    priceKind: price.kind,
    priceFen: lowestPriceFen(price),
    tiers: price.kind === "tiers" ? [...price.tiers] : [],
    region: body.region,
    description: richContentOf(body.description),
    photos,
    reports,
    state: savedState(
      transitionProduct,
      { draft: "draft", stored: existing ? (existing.state as ProductState) : null, submit: body.submit },
      { edit: m.notEditable, submit: m.transition },
    ),
    rejectReason: null,
    updatedAt: at,
  };
}
