import { legalCalls } from "@cidp/api-client/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { expectFailure } from "../../testing/suite-helpers.ts";
import { createTestApp, type TestApp } from "../../testing/test-app.ts";

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});

afterAll(() => t.close());

const get = (query: string) => t.app.inject({ method: "GET", url: `${legalCalls.document.path}?${query}` });

describe("legal documents (用户协议, 隐私政策, 版权声明)", () => {
  it.each([
    ["user-agreement", "用户协议", /账号注销/],
    ["privacy-policy", "隐私政策", /存储在中华人民共和国境内/],
    ["copyright-notice", "版权声明", /侵权投诉/],
  ])("answers %s to anyone, in full, with its version", async (key, title, section) => {
    const answer = legalCalls.document.response.parse((await get(`key=${key}`)).json());
    expect(answer.data).toMatchObject({ key, title, version: "2024-08-01" });
    expect(answer.data.sections.length).toBeGreaterThan(3);
    expect(JSON.stringify(answer.data.sections)).toMatch(section);
  });

  it("answers the version a member accepted, and 404 for one that never existed", async () => {
    expect((await get("key=privacy-policy&version=2024-08-01")).json()).toMatchObject({ code: 200 });
    expectFailure(await get("key=privacy-policy&version=1999-01-01"), 404, /文档不存在/);
  });

  it.each([["key=terms"], ["key="], [""], ["key=privacy-policy&version=../../etc"]])("refuses %s with 400", async (query) => {
    expectFailure(await get(query), 400);
  });
});
