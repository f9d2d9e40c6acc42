import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { isProductKind, PRODUCT_CATEGORIES, productCategoryGroupOf, productCategoryPath, productKindsOf } from "./product-categories.ts";
import { checkProductDraft, type ProductDraft } from "./product-rules.ts";

const rebar: ProductDraft = {
  name: "HRB400E 螺纹钢",
  category: "rebar",
  model: "Φ12mm×9m",
  brand: "鞍钢",
  standard: "GB/T 1499.2-2018",
  unit: "吨",
  price: { kind: "single", priceFen: 4_150_00 },
  moq: 5,
  photoCount: 2,
  reportCount: 1,
};

describe("product rules", () => {
  it.each([
    [{ name: "  " }, "product.name-missing", "name"],
    [{ category: "steel" }, "product.category-missing", "category"],
    [{ category: "" }, "product.category-missing", "category"],
    [{ model: "" }, "product.model-missing", "model"],
    [{ brand: "" }, "product.brand-missing", "brand"],
    [{ standard: " " }, "product.standard-missing", "standard"],
    [{ unit: "斤" }, "product.unit-missing", "unit"],
    [{ moq: 0 }, "product.moq-invalid", "moq"],
    [{ moq: 1.5 }, "product.moq-invalid", "moq"],
    [{ price: { kind: "single", priceFen: 0 } }, "price.not-positive", "price"],
    [{ photoCount: 0 }, "product.photos-missing", "photos"],
    [{ photoCount: 10 }, "product.too-many-photos", "photos"],
    [{ reportCount: 6 }, "product.too-many-reports", "reports"],
  ] as const)("refuses %o with %s on %s", (patch, code, field) => {
    expect(checkProductDraft({ ...rebar, ...patch } as ProductDraft)).toEqual({ ok: false, code, field });
  });

  it("takes a complete product", () => {
    expect(checkProductDraft(rebar)).toEqual({ ok: true, value: rebar });
  });

  it("refuses every price at or below zero, whatever else", () => {
    fc.assert(
      fc.property(fc.integer({ max: 0 }), (priceFen) => {
        expect(checkProductDraft({ ...rebar, price: { kind: "single", priceFen } })).toMatchObject({ ok: false, field: "price" });
      }),
    );
  });
});

describe("category tree", () => {
  it("names kinds within groups, two levels", () => {
    expect(productCategoryPath("rebar")).toBe("钢材 › 螺纹钢");
    expect(productCategoryPath("portland-cement")).toBe("水泥 › 普通硅酸盐水泥");
    expect(productCategoryPath("steel")).toBe("钢材");
    expect(productCategoryPath("nope")).toBeNull();
    expect(productCategoryGroupOf("rebar")).toBe("steel");
    expect(productCategoryGroupOf("steel")).toBe("steel");
    expect(productCategoryGroupOf("x")).toBeNull();
    expect(productKindsOf("cement")).toEqual(["portland-cement", "slag-cement", "special-cement"]);
    expect(productKindsOf("rebar")).toEqual(["rebar"]);
    expect(productKindsOf("x")).toEqual([]);
    expect(isProductKind("steel")).toBe(false);
  });

  it("has at least ten groups and unique codes", () => {
    expect(PRODUCT_CATEGORIES.length).toBeGreaterThanOrEqual(10);
    const codes = PRODUCT_CATEGORIES.flatMap((g) => [g.code, ...g.children.map((c) => c.code)]);
    expect(new Set(codes).size).toBe(codes.length);
  });
});
