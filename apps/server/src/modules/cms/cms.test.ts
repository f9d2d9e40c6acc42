import { platformConfigListResponse } from "@cidp/api-client/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../testing/test-app.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe("GET platformConfig/list", () => {
  it("answers every seeded configuration in the contract's envelope", async () => {
    const response = await t.app.inject({ method: "GET", url: "/api/rs-cms-service/ecomm/front/platformConfig/list" });
    expect(response.statusCode).toBe(200);
    const body = platformConfigListResponse.parse(response.json());
    expect(body.success).toBe(true);
    expect(body.data.map((c) => [c.ngCode, c.platformCode])).toEqual([
      ["localhost", "CIDP"],
      ["127.0.0.1", "CHANGCHUN"],
    ]);
  });

  it("answers an unknown path with 404 in the envelope", async () => {
    const response = await t.app.inject({ method: "GET", url: "/api/rs-cms-service/nothing" });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ code: 404, success: false, data: null });
  });
});
