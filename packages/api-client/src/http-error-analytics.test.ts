import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { analyticsRecordSchema } from "./contract/analytics.contract.ts";
import { noticePaths } from "./contract/index.ts";
import type { HttpErrorRecord } from "./create-api-client.ts";
import { httpErrorAnalyticsRecord } from "./http-error-analytics.ts";

const failure: HttpErrorRecord = {
  method: "GET",
  path: noticePaths.list,
  status: 502,
  code: 502,
  kind: "http",
  msg: "请求出错，状态码：502",
  attempts: 1,
  durationMs: 35,
};

describe("httpErrorAnalyticsRecord", () => {
  it("turns a failed call into an action-5 record with the call and its outcome", () => {
    const record = httpErrorAnalyticsRecord(failure, { dataSource: "CIDP", from: "/default/home", userId: 7 }, () => 1_700_000_000_000);
    expect(record).toEqual({
      dataSource: "CIDP",
      from: "/default/home",
      userId: 7,
      action: 5,
      createTime: 1_700_000_000_000,
      viewOptionName: `GET ${noticePaths.list}`,
      viewOptionContent: "http 502/502 请求出错，状态码：502",
      other: { kind: "http", status: 502, code: 502, attempts: 1, durationMs: 35 },
    });
  });

  it("always yields a record the analytics contract accepts (property)", () => {
    const record = fc.record({
      method: fc.constantFrom("GET", "POST", "PUT", "DELETE", "PATCH" as const),
      path: fc.string({ maxLength: 500 }),
      status: fc.integer({ min: 0, max: 599 }),
      code: fc.integer(),
      kind: fc.constantFrom("http", "timeout", "network", "invalid-response" as const),
      msg: fc.string({ maxLength: 2000 }),
      attempts: fc.integer({ min: 1, max: 4 }),
      durationMs: fc.nat(),
    });
    fc.assert(fc.property(record, (error) => analyticsRecordSchema.safeParse(httpErrorAnalyticsRecord(error, { dataSource: "CIDP" })).success));
  });
});
