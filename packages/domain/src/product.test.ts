import { expect, it } from "vitest";
import { CHANGCHUN_PLATFORM_CODE, GENERIC_PLATFORM_CODE, PRODUCT_SLUG } from "./product.ts";

it("pins the product slug, the generic platform code and the special code settled for the product", () => {
  expect([PRODUCT_SLUG, GENERIC_PLATFORM_CODE, CHANGCHUN_PLATFORM_CODE]).toEqual(["cidp", "CIDP", "CHANGCHUN"]);
});
