import { ApiError, ApiErrorKind } from "@cidp/api-client";
import { describe, expect, it } from "vitest";
import { detailRecord, queryId } from "./detail-record.server.ts";

const at = (query: string) => new Request(`http://portal.test/detail${query}`);

describe("queryId", () => {
  it("reads a positive whole id an id column can hold, and nothing else", () => {
    expect(queryId(new URL("http://portal.test/?company=12"), "company")).toBe(12);
    for (const query of ["", "?company=0", "?company=-3", "?company=1.5", "?company=abc", "?company=2147483648"])
      expect(queryId(new URL(`http://portal.test/${query}`), "company")).toBeNull();
  });
});

describe("detailRecord", () => {
  it("answers the malformed status without reading for an id that names no record", async () => {
    let reads = 0;
    const found = await detailRecord(at("?id=x"), "不存在", 400, async () => reads++);
    expect(found).toEqual({ record: null, problem: { status: 400, message: "不存在" } });
    expect(reads).toBe(0);
  });

  it("reads the record of the id", async () => {
    expect(await detailRecord(at("?id=7"), "不存在", 404, async (id) => ({ id }))).toEqual({ record: { id: 7 }, problem: null });
  });

  it("answers 404 with the services' words for a record they do not know", async () => {
    const refused = async () => {
      throw new ApiError(200, 404, "商品已下架", ApiErrorKind.business, { code: 404, msg: "商品已下架", data: null, success: false });
    };
    expect(await detailRecord(at("?id=7"), "不存在", 400, refused)).toEqual({ record: null, problem: { status: 404, message: "商品已下架" } });
  });
});
