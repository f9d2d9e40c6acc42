import { checkProductDraft, PRICE_TIER_MAX, PRODUCT_RULE_MESSAGES, type ProductField, type ProductPrice, parseYuan } from "@cidp/domain";
import { catalogueTexts as texts } from "./catalogue-texts.ts";

/** The form's fields as typed, kept to fill the form again when it is refused. */
export type ProductFormValues = Record<string, string>;

/** What the save call takes, read from the form. */
export interface ProductBody {
  id?: number;
  name: string;
  category: string;
  model: string;
  brand: string;
  standard: string;
  unit: "吨";
  priceKind: "single" | "tiers";
  priceFen?: number;
  tiers: { minQty: number; priceFen: number }[];
  moq: number;
  region: string;
  description: string;
  photoIds: number[];
  reportIds: number[];
  submit: boolean;
}

/** Yuan as typed ("4150", "14.5"), read by the domain's `parseYuan`, to fen; a minus sign is kept for the price rule to refuse; null when not an amount. */
function fenOf(text: string): number | null {
  const trimmed = text.trim();
  const negative = trimmed.startsWith("-");
  const fen = parseYuan(negative ? trimmed.slice(1) : trimmed);
  return fen === null ? null : negative ? -fen : fen;
}

/**
 * Reads the product form and checks it with the domain's rules, field by field, before anything is
 * sent: each refusal belongs to its field (`price`, `moq`, `photos` …) so the page shows it there.
 * `keptPictures` counts seeded pictures the product keeps (they are not in the form).
 */
export function readProductForm(form: FormData): { body: ProductBody; values: ProductFormValues; fieldErrors: Partial<Record<ProductField, string>> } {
  const text = (name: string) => {
    const value = form.get(name);
    return typeof value === "string" ? value : "";
  };
  const ids = (name: string) =>
    form
      .getAll(name)
      .map(Number)
      .filter((n) => Number.isSafeInteger(n) && n > 0);
  const values: ProductFormValues = Object.fromEntries(
    [...form.entries()].filter((entry): entry is [string, string] => typeof entry[1] === "string" && !entry[0].endsWith("Ids")),
  );
  const fieldErrors: Partial<Record<ProductField, string>> = {};
  const priceKind = text("priceKind") === "tiers" ? "tiers" : "single";
  const tiers: { minQty: number; priceFen: number }[] = [];
  for (let n = 1; n <= PRICE_TIER_MAX; n++) {
    const qty = text(`tierQty${n}`).trim();
    const price = text(`tierPrice${n}`).trim();
    if (qty === "" && price === "") continue;
    const fen = fenOf(price);
    if (!/^\d{1,7}$/.test(qty)) fieldErrors.price ??= `${texts.tierQty.replace("{n}", String(n))}：${texts.qtyInvalid}`;
    if (fen === null) fieldErrors.price ??= `${texts.tierPrice.replace("{n}", String(n))}：${texts.priceInvalid}`;
    tiers.push({ minQty: Number(qty), priceFen: fen ?? 0 });
  }
  const single = priceKind === "single" ? fenOf(text("price")) : null;
  if (priceKind === "single" && single === null) fieldErrors.price = texts.priceInvalid;
  const moqText = text("moq").trim();
  const moq = /^\d{1,7}$/.test(moqText) ? Number(moqText) : Number.NaN;
  const photoIds = ids("photoIds");
  const reportIds = ids("reportIds");
  const price: ProductPrice = priceKind === "tiers" ? { kind: "tiers", tiers } : { kind: "single", priceFen: single ?? 0 };
  const id = Number(text("id"));
  const body: ProductBody = {
    ...(Number.isSafeInteger(id) && id > 0 ? { id } : {}),
    name: text("name").trim(),
    category: text("category"),
    model: text("model").trim(),
    brand: text("brand").trim(),
    standard: text("standard").trim(),
    unit: text("unit") as "吨",
    priceKind,
    ...(priceKind === "single" ? { priceFen: single ?? 0 } : {}),
    tiers: priceKind === "tiers" ? tiers : [],
    moq: Number.isNaN(moq) ? 0 : moq,
    region: text("region").trim(),
    description: text("description"),
    photoIds,
    reportIds,
    submit: text("intent") === "submit",
  };
  // Every rule of the domain, one field at a time, so every refused field is named at once.
  const draft = {
    name: body.name,
    category: body.category,
    model: body.model,
    brand: body.brand,
    standard: body.standard,
    unit: body.unit,
    price,
    moq: body.moq,
    photoCount: photoIds.length + Number(text("keptPictures") || 0),
    reportCount: reportIds.length,
  };
  const complete = {
    name: "产品",
    category: "rebar",
    model: "型号",
    brand: "品牌",
    standard: "GB",
    unit: "吨",
    price: { kind: "single" as const, priceFen: 1 },
    moq: 1,
    photoCount: 1,
    reportCount: 0,
  };
  const fields: [ProductField, Partial<typeof draft>][] = [
    ["name", { name: draft.name }],
    ["category", { category: draft.category }],
    ["model", { model: draft.model }],
    ["brand", { brand: draft.brand }],
    ["standard", { standard: draft.standard }],
    ["unit", { unit: draft.unit }],
    ["moq", { moq: draft.moq }],
    // A bad 起订量 is the moq field's refusal; the price is checked against any 起订量 then.
    ["price", { price: draft.price, moq: draft.moq >= 1 ? draft.moq : Number.MAX_SAFE_INTEGER }],
    ["photos", { photoCount: draft.photoCount }],
    ["reports", { reportCount: draft.reportCount }],
  ];
  for (const [field, patch] of fields) {
    if (fieldErrors[field]) continue;
    const checked = checkProductDraft({ ...complete, ...patch });
    if (!checked.ok) fieldErrors[field] = PRODUCT_RULE_MESSAGES[checked.code];
  }
  return { body, values, fieldErrors };
}
