import { parseQuantity, parseYuan } from "@cidp/domain";
import { checked, formRows, typedFields } from "../../lib/form-fields.server.ts";
import { procurementTexts as texts } from "./procurement-texts.ts";

/** The cells of one line as the form sends them (`lines[i].<field>`), every one a string. */
const LINE_FIELDS = ["name", "spec", "brand", "unit", "quantity", "controlPrice", "infoPrice", "remark"] as const;

/** One line of a sheet: as the form's rows are read, as a BOM import answers it, and as the edit form starts from a saved one. */
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

/**
 * The lines of the sheet form: rows left wholly empty are skipped (the form offers spare rows);
 * every other row must have a name, a unit and a quantity, and prices when given must be amounts.
 * Quantities and prices are read exactly (thousandths, fen). Errors name the row.
 */
export function linesFromForm(form: FormData): { lines: DraftLine[]; errors: string[] } {
  const lines: DraftLine[] = [];
  const errors: string[] = [];
  for (const posted of formRows(form, "lines")) {
    const cell = (field: (typeof LINE_FIELDS)[number]) => (posted[field] ?? "").trim();
    if (LINE_FIELDS.every((field) => cell(field) === "")) continue;
    const row = lines.length + errors.length + 1;
    const quantityMilli = parseQuantity(cell("quantity"));
    const control = cell("controlPrice") === "" ? null : parseYuan(cell("controlPrice"));
    const info = cell("infoPrice") === "" ? null : parseYuan(cell("infoPrice"));
    const problem =
      cell("name") === ""
        ? texts.nameMissing
        : cell("unit") === ""
          ? texts.unitMissing
          : quantityMilli === null || quantityMilli === 0
            ? texts.quantityInvalid
            : (cell("controlPrice") !== "" && control === null) || (cell("infoPrice") !== "" && info === null)
              ? texts.priceInvalid
              : null;
    if (problem) {
      errors.push(texts.lineError(row, problem));
      continue;
    }
    lines.push({
      name: cell("name"),
      spec: cell("spec"),
      brand: cell("brand"),
      unit: cell("unit"),
      quantityMilli: quantityMilli ?? 0,
      remark: cell("remark"),
      controlPriceFen: control,
      infoPriceFen: info,
    });
  }
  if (lines.length === 0 && errors.length === 0) errors.push(texts.noLines);
  return { lines, errors };
}

const HEADER_FIELDS = [
  "title",
  "projectName",
  "location",
  "category",
  "mode",
  "deadline",
  "validityDays",
  "deliveryDate",
  "deliveryAddress",
  "deliveryAddressId",
  "paymentTerms",
  "invoiceRequirement",
  "roundCap",
  "qualifications",
  "contactName",
  "contactPhone",
  "remark",
] as const;

/**
 * The header fields of the sheet form, as the save call takes them. Nothing is refused here: the
 * draft goes to the contract's check call, which names every refused field at once (with the
 * clock's and the address book's rules only the services know).
 */
export function headerFromForm(form: FormData) {
  const typed = typedFields(form, HEADER_FIELDS);
  return {
    title: typed.title,
    projectName: typed.projectName,
    location: typed.location,
    category: typed.category as "物资",
    mode: (typed.mode === "public" ? "public" : "invited") as "public" | "invited",
    deadline: typed.deadline.replace("T", " "),
    validityDays: Number(typed.validityDays || 30),
    deliveryDate: typed.deliveryDate,
    deliveryAddress: typed.deliveryAddress,
    deliveryAddressId: Number(typed.deliveryAddressId) || undefined,
    paymentTerms: typed.paymentTerms,
    invoiceRequirement: typed.invoiceRequirement,
    taxIncluded: checked(form, "taxIncluded"),
    freightIncluded: checked(form, "freightIncluded"),
    partialAllowed: checked(form, "partialAllowed"),
    noRaise: checked(form, "noRaise"),
    roundCap: Number(typed.roundCap || 3),
    qualifications: typed.qualifications
      .split(/\n+/)
      .map((line) => line.trim())
      .filter(Boolean),
    contactName: typed.contactName,
    contactPhone: typed.contactPhone,
    remark: typed.remark,
  };
}
