import ExcelJS from "exceljs";
import { describe, expect, it } from "vitest";
import { importBom } from "./bom-import.server.ts";

async function workbook(rows: unknown[][]): Promise<ArrayBuffer> {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet("BOM");
  for (const row of rows) sheet.addRow(row);
  const buffer = await book.xlsx.writeBuffer();
  return buffer as ArrayBuffer;
}

describe("importBom", () => {
  it("reads a BOM by its headings, under a title row, skipping blank rows", async () => {
    const { lines, errors } = await importBom(
      await workbook([
        ["长春新区安置房项目物料清单"],
        ["序号", "物料名称", "规格", "单位", "数量", "控制价"],
        [1, "HRB400E 螺纹钢", "Φ20", "吨", 12.5, 4150.5],
        [],
        [2, "商品混凝土", "C30", "立方米", "600", ""],
      ]),
    );
    expect(errors).toEqual([]);
    expect(lines).toEqual([
      { name: "HRB400E 螺纹钢", spec: "Φ20", brand: "", unit: "吨", quantityMilli: 12_500, remark: "", controlPriceFen: 415_050, infoPriceFen: null },
      { name: "商品混凝土", spec: "C30", brand: "", unit: "立方米", quantityMilli: 600_000, remark: "", controlPriceFen: null, infoPriceFen: null },
    ]);
  });

  it("names each bad row by its row number in the workbook and keeps the good ones", async () => {
    const { lines, errors } = await importBom(
      await workbook([
        ["名称", "单位", "数量"],
        ["水泥", "吨", 30],
        ["", "吨", 1],
        ["砂", "", 1],
        ["石子", "吨", "三十"],
        ["钢管", "米", 0],
      ]),
    );
    expect(lines.map((l) => l.name)).toEqual(["水泥"]);
    expect(errors).toEqual([
      "Excel第3行：缺少名称",
      "Excel第4行：缺少单位",
      "Excel第5行：数量应为大于0的数字，最多三位小数",
      "Excel第6行：数量应为大于0的数字，最多三位小数",
    ]);
  });

  it.each([
    ["an empty file", new ArrayBuffer(0), "请选择要导入的Excel文件"],
    ["a file that is not a workbook", new TextEncoder().encode("名称,单位,数量\n水泥,吨,30").buffer, "文件不是有效的Excel工作簿（.xlsx）"],
  ])("refuses %s", async (_name, bytes, error) => {
    expect((await importBom(bytes as ArrayBuffer)).errors).toEqual([error]);
  });

  it("refuses a workbook without the required columns", async () => {
    expect(
      (
        await importBom(
          await workbook([
            ["名称", "规格"],
            ["水泥", "P.O42.5"],
          ]),
        )
      ).errors,
    ).toEqual(["未找到表头列：单位、数量"]);
  });
});
