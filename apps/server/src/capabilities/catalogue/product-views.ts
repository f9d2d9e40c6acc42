import { PRODUCT_STATE_LABELS, type ProductPrice, type ProductState, productCategoryPath, productPriceText } from "@cidp/domain";
import { formatDateTime } from "../../http/format.ts";
import { listingPhotoLinks } from "../../platform/upload/listing-photos.ts";
import type { StoredFiles } from "../../platform/upload/stored-files.ts";
import type { ProductRepository, ProductRow } from "./product-repository.ts";

/** The price of a stored product, as the domain reads it. */
export function priceOf(row: Pick<ProductRow, "priceKind" | "priceFen" | "tiers">): ProductPrice {
  return row.priceKind === "tiers" ? { kind: "tiers", tiers: row.tiers } : { kind: "single", priceFen: row.priceFen };
}

/**
 * Product rows as the contract shows them: the company named, photos turned into lasting public
 * links (a member's uploads) or media addresses (seeded pictures), prices written out.
 */
export function createProductViews(repository: ProductRepository, files: StoredFiles) {
  const photoLinks = (rows: ProductRow[], all: boolean) =>
    listingPhotoLinks(files, rows, { all, order: "upload-first", link: "public", alt: (row, index) => `${row.name} 图片${index + 1}` });

  function card(row: ProductRow, businessName: string, cover: string) {
    const state = row.state as ProductState;
    return {
      id: row.id,
      name: row.name,
      category: row.category,
      categoryPath: productCategoryPath(row.category) ?? row.category,
      model: row.model,
      brand: row.brand,
      standard: row.standard,
      unit: row.unit,
      priceText: productPriceText(priceOf(row), row.unit),
      moq: row.moq,
      cover,
      businessId: row.businessId,
      businessName,
      state,
      stateLabel: PRODUCT_STATE_LABELS[state],
      updateTime: formatDateTime(row.updatedAt),
    };
  }

  async function detail(row: ProductRow) {
    const [names, photos, reportFiles] = await Promise.all([
      repository.businessNames([row.businessId]),
      photoLinks([row], true),
      files.files(row.reports.map((r) => r.uploadId)),
    ]);
    const productPhotos = photos.get(row.id) ?? [];
    return {
      ...card(row, names.get(row.businessId) ?? "", productPhotos[0]?.url ?? ""),
      priceKind: row.priceKind === "tiers" ? ("tiers" as const) : ("single" as const),
      priceFen: row.priceKind === "tiers" ? null : row.priceFen,
      tiers: row.priceKind === "tiers" ? row.tiers : [],
      region: row.region,
      descriptionHtml: row.description,
      photos: productPhotos,
      reports: row.reports.flatMap((r) => {
        const file = reportFiles.get(r.uploadId);
        return file ? [{ id: r.uploadId, name: r.name, url: files.downloadLink(file) }] : [];
      }),
    };
  }

  return {
    async cards(rows: ProductRow[]) {
      const [names, photos] = await Promise.all([repository.businessNames(rows.map((row) => row.businessId)), photoLinks(rows, false)]);
      return rows.map((row) => card(row, names.get(row.businessId) ?? "", photos.get(row.id)?.[0]?.url ?? ""));
    },

    detail,

    /** The owner's view: the detail with the upload ids the edit form keeps and the reviewer's reason. */
    async own(row: ProductRow) {
      return {
        ...(await detail(row)),
        photoIds: row.photos.flatMap((photo) => (photo.uploadId ? [photo.uploadId] : [])),
        reportIds: row.reports.map((r) => r.uploadId),
        rejectReason: row.rejectReason,
      };
    },
  };
}
