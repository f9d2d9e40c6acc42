import { REFUSAL_REASONS } from "@cidp/domain";
import Fastify from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { HttpError } from "../http/validate.ts";
import { Refusal, refuse } from "../runtime/refusal.ts";
import { registerErrorHandler } from "./error-handler.ts";

const app = Fastify();
registerErrorHandler(app);
app.get("/refused/:kind", async (request) => {
  throw refuse((request.params as { kind: never }).kind, "询价单不存在");
});
app.get("/certify-first", async () => {
  throw new Refusal("certification", "请先完成企业认证", { reason: REFUSAL_REASONS.certificationRequired, code: "certification.required" });
});
app.get("/http-error", async () => {
  throw new HttpError(400, "请求参数不正确");
});
app.get("/registered", async () => {
  throw new HttpError(409, "该企业已在平台注册", REFUSAL_REASONS.businessRegistered);
});
app.get("/fault", async () => {
  throw new Error("connection reset");
});

beforeAll(() => app.ready());
afterAll(() => app.close());

describe("the error handler answers a refusal by its kind", () => {
  it.each([
    ["invalid", 400],
    ["state", 400],
    ["permission", 403],
    ["sealed", 403],
    ["not_found", 404],
    ["limit", 400],
    ["conflict", 409],
  ])("a %s refusal answers %i with its message and kind", async (kind, status) => {
    const response = await app.inject({ method: "GET", url: `/refused/${kind}` });
    expect(response.statusCode).toBe(status);
    expect(response.json()).toEqual({ code: status, msg: "询价单不存在", data: null, success: false, refusal: kind });
  });

  it("carries the refusal's reason beside its kind", async () => {
    const response = await app.inject({ method: "GET", url: "/certify-first" });
    expect(response.json()).toEqual({
      code: 403,
      msg: "请先完成企业认证",
      data: null,
      success: false,
      reason: "certification_required",
      refusal: "certification",
    });
  });

  it("names the kind of an HttpError's reason", async () => {
    expect((await app.inject({ method: "GET", url: "/registered" })).json()).toEqual({
      code: 409,
      msg: "该企业已在平台注册",
      data: null,
      success: false,
      reason: "business_registered",
      refusal: "conflict",
    });
  });

  it("names no kind for an HttpError without a reason, or a fault", async () => {
    expect((await app.inject({ method: "GET", url: "/http-error" })).json()).toEqual({ code: 400, msg: "请求参数不正确", data: null, success: false });
    expect((await app.inject({ method: "GET", url: "/fault" })).json()).toEqual({ code: 500, msg: "服务器繁忙，请稍后再试", data: null, success: false });
  });
});
