import { expect, it } from "vitest";
import { CHANGCHUN_PLATFORM_CODE, GENERIC_PLATFORM_CODE } from "./product.ts";

it("pins the generic platform code and the special code settled for the product", () => {
  expect([GENERIC_PLATFORM_CODE, CHANGCHUN_PLATFORM_CODE]).toEqual(["CIDP", "CHANGCHUN"]);
});
