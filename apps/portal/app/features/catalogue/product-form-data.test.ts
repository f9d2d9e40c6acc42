import { describe, expect, it } from "vitest";
import { readProductForm } from "./product-form-data.ts";

function form(fields: Record<string, string | string[]>): FormData {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) for (const v of [value].flat()) data.append(name, v);
  return data;
}

const complete = {
  name: "HRB400E 螺纹钢",
  category: "rebar",
  model: "Φ18mm×12m",
  brand: "鞍钢",
  standard: "GB/T 1499.2-2018",
  unit: "吨",
  priceKind: "single",
  price: "4150.5",
  moq: "5",
  photoIds: ["12"],
  reportIds: ["13"],
  intent: "submit",
};

describe("the product form", () => {
  it("reads a complete form into the save call's body, in fen", () => {
    const { body, fieldErrors } = readProductForm(form(complete));
    expect(fieldErrors).toEqual({});
    expect(body).toMatchObject({ priceKind: "single", priceFen: 415_050, moq: 5, photoIds: [12], reportIds: [13], submit: true, tiers: [] });
  });

  it("names every refused field at once, the price ≤ 0 on the price field", () => {
    const { fieldErrors, values } = readProductForm(form({ ...complete, price: "0", standard: "", photoIds: [], moq: "0" }));
    expect(fieldErrors).toEqual({
      price: "单价必须大于0",
      standard: expect.stringContaining("执行标准"),
      photos: "请至少上传1张产品图片",
      moq: "起订量应为不小于1的整数",
    });
    expect(values.price).toBe("0");
    expect(readProductForm(form({ ...complete, price: "-3" })).fieldErrors.price).toBe("单价必须大于0");
    expect(readProductForm(form({ ...complete, price: "四千" })).fieldErrors.price).toMatch(/正确的金额/);
  });

  it("reads tiers, skipping empty rows, and refuses them out of order", () => {
    const tiers = { ...complete, priceKind: "tiers", tierQty1: "5", tierPrice1: "4280", tierQty2: "50", tierPrice2: "4200", tierQty3: "", tierPrice3: "" };
    const { body, fieldErrors } = readProductForm(form(tiers));
    expect(fieldErrors).toEqual({});
    expect(body.tiers).toEqual([
      { minQty: 5, priceFen: 428_000 },
      { minQty: 50, priceFen: 420_000 },
    ]);
    expect(readProductForm(form({ ...tiers, tierPrice2: "4300" })).fieldErrors.price).toMatch(/递减/);
    expect(readProductForm(form({ ...tiers, tierQty2: "2" })).fieldErrors.price).toMatch(/递增/);
  });

  it("counts the seeded pictures a product keeps as photos", () => {
    expect(readProductForm(form({ ...complete, photoIds: [], keptPictures: "1" })).fieldErrors).toEqual({});
  });
});
