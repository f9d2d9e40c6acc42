/**
 * The rules a product must meet to be saved or submitted, beyond each field's own format: required
 * SKU fields, the price and 起订量, photos and reports. The form and the server share them; a
 * refusal names the field it belongs to, so the form shows it there.
 */
import type { Result } from "../result.ts";
import { isProductKind, PRODUCT_UNITS } from "./product-categories.ts";
import { checkProductPrice, PRICE_MESSAGES, type PriceRefusalCode, type ProductPrice } from "./product-price.ts";

/** At most this many photos and 检测报告 on one product; the largest file, in MB. */
export const PRODUCT_PHOTO_MAX = 9;
export const PRODUCT_REPORT_MAX = 5;
export const PRODUCT_FILE_MAX_MB = 10;
/** What a photo may be, and what a 检测报告 may be (a scan or a PDF). */
export const PRODUCT_PHOTO_EXTENSIONS = ["jpg", "jpeg", "png", "webp"] as const;
export const PRODUCT_REPORT_EXTENSIONS = ["pdf", "jpg", "jpeg", "png"] as const;

/** The fields of a product a refusal may name. */
export type ProductField = "name" | "category" | "model" | "brand" | "standard" | "unit" | "price" | "moq" | "photos" | "reports";

/** Why a product is refused. */
export type ProductRuleCode =
  | "product.name-missing"
  | "product.category-missing"
  | "product.model-missing"
  | "product.brand-missing"
  | "product.standard-missing"
  | "product.unit-missing"
  | "product.moq-invalid"
  | "product.photos-missing"
  | "product.too-many-photos"
  | "product.too-many-reports"
  | PriceRefusalCode;

export const PRODUCT_RULE_MESSAGES: Readonly<Record<ProductRuleCode, string>> = {
  "product.name-missing": "请填写产品名称",
  "product.category-missing": "请选择产品分类（二级类目）",
  "product.model-missing": "请填写规格型号",
  "product.brand-missing": "请填写品牌",
  "product.standard-missing": "请填写执行标准，如 GB/T 1499.2-2018",
  "product.unit-missing": "请选择计量单位",
  "product.moq-invalid": "起订量应为不小于1的整数",
  "product.photos-missing": "请至少上传1张产品图片",
  "product.too-many-photos": `产品图片最多${PRODUCT_PHOTO_MAX}张`,
  "product.too-many-reports": `检测报告最多${PRODUCT_REPORT_MAX}份`,
  ...PRICE_MESSAGES,
};

/** What the rules read of a product. */
export interface ProductDraft {
  readonly name: string;
  readonly category: string;
  readonly model: string;
  readonly brand: string;
  readonly standard: string;
  readonly unit: string;
  readonly price: ProductPrice;
  readonly moq: number;
  readonly photoCount: number;
  readonly reportCount: number;
}

type Refusal = { code: ProductRuleCode; field: ProductField };

/** Checks a product; the first refusal, with the field it belongs to. */
export function checkProductDraft(draft: ProductDraft): Result<ProductDraft, Refusal> {
  const refuse = (code: ProductRuleCode, field: ProductField) => ({ ok: false as const, code, field });
  if (draft.name.trim() === "") return refuse("product.name-missing", "name");
  if (!isProductKind(draft.category)) return refuse("product.category-missing", "category");
  if (draft.model.trim() === "") return refuse("product.model-missing", "model");
  if (draft.brand.trim() === "") return refuse("product.brand-missing", "brand");
  if (draft.standard.trim() === "") return refuse("product.standard-missing", "standard");
  if (!(PRODUCT_UNITS as readonly string[]).includes(draft.unit)) return refuse("product.unit-missing", "unit");
  if (!Number.isSafeInteger(draft.moq) || draft.moq < 1) return refuse("product.moq-invalid", "moq");
  const price = checkProductPrice(draft.price, draft.moq);
  if (!price.ok) return refuse(price.code, "price");
  if (draft.photoCount < 1) return refuse("product.photos-missing", "photos");
  if (draft.photoCount > PRODUCT_PHOTO_MAX) return refuse("product.too-many-photos", "photos");
  if (draft.reportCount > PRODUCT_REPORT_MAX) return refuse("product.too-many-reports", "reports");
  return { ok: true, value: draft };
}
