import { describe, expect, it } from "vitest";
import { flagSchema } from "./common.contract.ts";
import { procurementCalls } from "./procurement.calls.ts";

describe("flagSchema", () => {
  it.each([
    [true, true],
    [false, false],
    ["true", true],
    ["1", true],
    ["false", false],
    ["0", false],
  ])("reads %j as %j", (given, read) => {
    expect(flagSchema.parse(given)).toBe(read);
  });

  it.each(["", "on", "yes", "FALSE", "2", 1, 0, null])("refuses %j with a message, never reading it as yes", (given) => {
    const parsed = flagSchema.safeParse(given);
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues[0]?.message).toBe("应为 true 或 false");
  });

  it("lets the supplier pool's certifiedOnly=false list every supplier", () => {
    const query = procurementCalls.supplierPool.query;
    expect(query?.parse({ certifiedOnly: "false" })).toMatchObject({ certifiedOnly: false });
    expect(query?.parse({ certifiedOnly: "true" })).toMatchObject({ certifiedOnly: true });
  });
});
