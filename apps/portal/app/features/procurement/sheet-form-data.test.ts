import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { headerFromForm, linesFromForm } from "./sheet-form-data.ts";

function formOf(rows: Record<string, string>[], extra: Record<string, string> = {}): FormData {
  const form = new FormData();
  for (const [i, row] of rows.entries())
    for (const field of ["name", "spec", "brand", "unit", "quantity", "controlPrice", "infoPrice", "remark"])
      form.append(`lines[${i}].${field}`, row[field] ?? "");
  for (const [key, value] of Object.entries(extra)) form.append(key, value);
  return form;
}

describe("linesFromForm", () => {
  it("reads rows exactly and skips empty spare rows", () => {
    const { lines, errors } = linesFromForm(
      formOf([
        { name: "HRB400E 螺纹钢", spec: "Φ20", unit: "吨", quantity: "12.5", controlPrice: "4,150.5" },
        {},
        { name: "水泥", unit: "吨", quantity: "30" },
      ]),
    );
    expect(errors).toEqual([]);
    expect(lines).toEqual([
      { name: "HRB400E 螺纹钢", spec: "Φ20", brand: "", unit: "吨", quantityMilli: 12_500, remark: "", controlPriceFen: 415_050, infoPriceFen: null },
      { name: "水泥", spec: "", brand: "", unit: "吨", quantityMilli: 30_000, remark: "", controlPriceFen: null, infoPriceFen: null },
    ]);
  });

  it.each([
    [{ unit: "吨", quantity: "1" }, "第1行：请填写名称"],
    [{ name: "水泥", quantity: "1" }, "第1行：请填写单位"],
    [{ name: "水泥", unit: "吨", quantity: "0" }, "第1行：数量应为大于0的数字，最多三位小数"],
    [{ name: "水泥", unit: "吨", quantity: "1.0001" }, "第1行：数量应为大于0的数字，最多三位小数"],
    [{ name: "水泥", unit: "吨", quantity: "1", controlPrice: "三百" }, "第1行：金额应为数字，最多两位小数"],
  ])("names the row and the problem: %o", (row, error) => {
    expect(linesFromForm(formOf([row])).errors).toEqual([error]);
  });

  it("asks for a line when every row is empty", () => {
    expect(linesFromForm(formOf([{}, {}])).errors).toEqual(["请至少添加一行物料"]);
  });

  it("never throws and accounts for every non-empty row, whatever is typed", () => {
    fc.assert(
      fc.property(fc.array(fc.record({ name: fc.string(), unit: fc.string(), quantity: fc.string(), controlPrice: fc.string() }), { maxLength: 8 }), (rows) => {
        const { lines, errors } = linesFromForm(formOf(rows));
        const filled = rows.filter((row) => Object.values(row).some((value) => value.trim() !== "")).length;
        expect(lines.length + errors.length).toBe(filled === 0 ? 1 : filled);
      }),
    );
  });
});

describe("headerFromForm", () => {
  it("reads checkboxes, the deadline picker and the qualification lines", () => {
    const header = headerFromForm(
      formOf([], { title: " 钢筋采购 ", deadline: "2026-12-01T10:00", taxIncluded: "on", qualifications: "钢材经营许可\n\n ISO9001 " }),
    );
    expect(header).toMatchObject({
      title: "钢筋采购",
      deadline: "2026-12-01 10:00",
      taxIncluded: true,
      freightIncluded: false,
      qualifications: ["钢材经营许可", "ISO9001"],
    });
  });
});
