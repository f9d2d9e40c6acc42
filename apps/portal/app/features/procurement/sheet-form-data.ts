import { parseQuantity, parseYuan } from "@cidp/domain";
import { procurementTexts as texts } from "./procurement-texts.ts";

/** One line as the form sends it: every field a string, in row order. */
const LINE_FIELDS = ["lineName", "lineSpec", "lineBrand", "lineUnit", "lineQuantity", "lineControl", "lineInfo", "lineRemark"] as const;

export interface DraftLine {
  name: string;
  spec: string;
  brand: string;
  unit: string;
  quantityMilli: number;
  remark: string;
  controlPriceFen: number | null;
  infoPriceFen: number | null;
}

const text = (form: FormData, name: string) => String(form.get(name) ?? "").trim();

/**
 * The lines of the sheet form: rows left wholly empty are skipped (the form offers spare rows);
 * every other row must have a name, a unit and a quantity, and prices when given must be amounts.
 * Quantities and prices are read exactly (thousandths, fen). Errors name the row.
 */
export function linesFromForm(form: FormData): { lines: DraftLine[]; errors: string[] } {
  const columns = Object.fromEntries(LINE_FIELDS.map((field) => [field, form.getAll(field).map((value) => String(value).trim())])) as Record<
    (typeof LINE_FIELDS)[number],
    string[]
  >;
  const rows = Math.max(...LINE_FIELDS.map((field) => columns[field].length));
  const lines: DraftLine[] = [];
  const errors: string[] = [];
  for (let i = 0; i < rows; i++) {
    const cell = (field: (typeof LINE_FIELDS)[number]) => columns[field][i] ?? "";
    if (LINE_FIELDS.every((field) => cell(field) === "")) continue;
    const row = lines.length + errors.length + 1;
    const quantityMilli = parseQuantity(cell("lineQuantity"));
    const control = cell("lineControl") === "" ? null : parseYuan(cell("lineControl"));
    const info = cell("lineInfo") === "" ? null : parseYuan(cell("lineInfo"));
    const problem =
      cell("lineName") === ""
        ? texts.nameMissing
        : cell("lineUnit") === ""
          ? texts.unitMissing
          : quantityMilli === null || quantityMilli === 0
            ? texts.quantityInvalid
            : (cell("lineControl") !== "" && control === null) || (cell("lineInfo") !== "" && info === null)
              ? texts.priceInvalid
              : null;
    if (problem) {
      errors.push(texts.lineError(row, problem));
      continue;
    }
    lines.push({
      name: cell("lineName"),
      spec: cell("lineSpec"),
      brand: cell("lineBrand"),
      unit: cell("lineUnit"),
      quantityMilli: quantityMilli ?? 0,
      remark: cell("lineRemark"),
      controlPriceFen: control,
      infoPriceFen: info,
    });
  }
  if (lines.length === 0 && errors.length === 0) errors.push(texts.noLines);
  return { lines, errors };
}

/** The header fields of the sheet form, as the save call takes them. */
export function headerFromForm(form: FormData) {
  return {
    title: text(form, "title"),
    projectName: text(form, "projectName"),
    location: text(form, "location"),
    category: text(form, "category") as "物资",
    mode: (text(form, "mode") === "public" ? "public" : "invited") as "public" | "invited",
    deadline: text(form, "deadline").replace("T", " "),
    validityDays: Number(text(form, "validityDays") || 30),
    deliveryDate: text(form, "deliveryDate"),
    deliveryAddress: text(form, "deliveryAddress"),
    deliveryAddressId: Number(text(form, "deliveryAddressId")) || undefined,
    paymentTerms: text(form, "paymentTerms"),
    invoiceRequirement: text(form, "invoiceRequirement"),
    taxIncluded: form.get("taxIncluded") === "on",
    freightIncluded: form.get("freightIncluded") === "on",
    partialAllowed: form.get("partialAllowed") === "on",
    noRaise: form.get("noRaise") === "on",
    roundCap: Number(text(form, "roundCap") || 3),
    qualifications: text(form, "qualifications")
      .split(/\n+/)
      .map((line) => line.trim())
      .filter(Boolean),
    contactName: text(form, "contactName"),
    contactPhone: text(form, "contactPhone"),
    remark: text(form, "remark"),
  };
}
