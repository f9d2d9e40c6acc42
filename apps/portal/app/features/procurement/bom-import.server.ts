import { parseQuantity, parseYuan } from "@cidp/domain";
import ExcelJS from "exceljs";
import type { DraftLine } from "./sheet-form-data.ts";

/** The largest BOM workbook read (a BOM of 500 lines is a fraction of it). */
export const BOM_MAX_BYTES = 2 * 1024 * 1024;
const MAX_LINES = 500;

/** Header words the import recognises, per field (the export's own headings first). */
const HEADINGS: Record<keyof Omit<DraftLine, "quantityMilli" | "controlPriceFen" | "infoPriceFen"> | "quantity" | "control" | "info", readonly string[]> = {
  name: ["名称", "物料名称", "材料名称", "品名"],
  spec: ["规格型号", "规格", "型号"],
  brand: ["品牌要求", "品牌"],
  unit: ["单位", "计量单位"],
  quantity: ["数量", "采购数量"],
  remark: ["备注", "说明"],
  control: ["控制价（元）", "控制价", "预算单价"],
  info: ["信息价（元）", "信息价"],
};

type Field = keyof typeof HEADINGS;

function cellText(value: ExcelJS.CellValue): string {
  if (value === null || value === undefined) return "";
  if (typeof value === "object") {
    if ("result" in value) return cellText(value.result as ExcelJS.CellValue);
    if ("richText" in value) return value.richText.map((part) => part.text).join("");
    if ("text" in value) return String(value.text);
    if (value instanceof Date) return value.toISOString().slice(0, 10);
    return "";
  }
  return String(value).trim();
}

/**
 * Reads a BOM workbook (物料清单, .xlsx) into sheet lines: the first worksheet, its header row found
 * by a 名称 column, columns matched by their heading. Every bad row is named by its row number in
 * the workbook; rows without any text are skipped. Nothing is imported when the file is not a
 * workbook or has no 名称/单位/数量 columns.
 */
export async function importBom(bytes: ArrayBuffer): Promise<{ lines: DraftLine[]; errors: string[] }> {
  if (bytes.byteLength === 0) return { lines: [], errors: ["请选择要导入的Excel文件"] };
  if (bytes.byteLength > BOM_MAX_BYTES) return { lines: [], errors: ["Excel文件不能超过2MB"] };
  const book = new ExcelJS.Workbook();
  try {
    await book.xlsx.load(bytes);
  } catch {
    return { lines: [], errors: ["文件不是有效的Excel工作簿（.xlsx）"] };
  }
  const sheet = book.worksheets[0];
  if (!sheet) return { lines: [], errors: ["Excel文件中没有工作表"] };
  let headerRow = 0;
  const columnOf = new Map<Field, number>();
  sheet.eachRow((row, rowNumber) => {
    if (headerRow !== 0 || rowNumber > 20) return;
    const texts = (row.values as ExcelJS.CellValue[]).map(cellText);
    if (!texts.some((text) => HEADINGS.name.includes(text))) return;
    headerRow = rowNumber;
    for (const [field, names] of Object.entries(HEADINGS) as [Field, readonly string[]][]) {
      const index = texts.findIndex((text) => names.includes(text));
      if (index > 0) columnOf.set(field, index);
    }
  });
  const missing = (["name", "unit", "quantity"] as const).filter((field) => !columnOf.has(field)).map((field) => HEADINGS[field][0]);
  if (headerRow === 0 || missing.length > 0)
    return { lines: [], errors: [`未找到表头列：${(headerRow === 0 ? ["名称", "单位", "数量"] : missing).join("、")}`] };

  const lines: DraftLine[] = [];
  const errors: string[] = [];
  sheet.eachRow((row, rowNumber) => {
    if (rowNumber <= headerRow) return;
    const get = (field: Field) => {
      const column = columnOf.get(field);
      return column ? cellText(row.getCell(column).value) : "";
    };
    if ((Object.keys(HEADINGS) as Field[]).every((field) => get(field) === "")) return;
    if (lines.length >= MAX_LINES) {
      if (errors.at(-1) !== `物料最多${MAX_LINES}行`) errors.push(`物料最多${MAX_LINES}行`);
      return;
    }
    const quantityMilli = parseQuantity(get("quantity"));
    const control = get("control") === "" ? null : parseYuan(get("control"));
    const info = get("info") === "" ? null : parseYuan(get("info"));
    const problem =
      get("name") === ""
        ? "缺少名称"
        : get("unit") === ""
          ? "缺少单位"
          : quantityMilli === null || quantityMilli === 0
            ? "数量应为大于0的数字，最多三位小数"
            : (get("control") !== "" && control === null) || (get("info") !== "" && info === null)
              ? "金额应为数字，最多两位小数"
              : null;
    if (problem) {
      errors.push(`Excel第${rowNumber}行：${problem}`);
      return;
    }
    lines.push({
      name: get("name").slice(0, 100),
      spec: get("spec").slice(0, 200),
      brand: get("brand").slice(0, 100),
      unit: get("unit").slice(0, 10),
      quantityMilli: quantityMilli ?? 0,
      remark: get("remark").slice(0, 200),
      controlPriceFen: control,
      infoPriceFen: info,
    });
  });
  if (lines.length === 0 && errors.length === 0) errors.push("Excel中没有物料行");
  return { lines, errors };
}
