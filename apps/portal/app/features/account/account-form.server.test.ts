import { ApiError, ApiErrorKind } from "@cidp/api-client";
import { memberCalls } from "@cidp/api-client/contract";
import { describe, expect, it } from "vitest";
import { checkFields, readFields, refused } from "./account-form.server.ts";
import { failureText } from "./failure-text.ts";

const post = (fields: Record<string, string>, cookie = "") =>
  new Request("http://localhost/user/password/edit", { method: "POST", body: new URLSearchParams(fields), headers: cookie ? { cookie } : {} });

describe("readFields", () => {
  it("reads the named fields, a missing one as empty, and nothing else", async () => {
    const values = await readFields(post({ oldPassword: "a", extra: "x" }), ["oldPassword", "newPassword"] as const);
    expect(values).toEqual({ oldPassword: "a", newPassword: "" });
  });
});

describe("checkFields", () => {
  const schema = memberCalls.updatePassword.body;

  it("passes the contract's parsed body on", () => {
    expect(checkFields(schema, { oldPassword: "Old@123456", newPassword: "Newpass123", confirmPassword: "Newpass123" })).toEqual({
      ok: true,
      data: { oldPassword: "Old@123456", newPassword: "Newpass123", confirmPassword: "Newpass123" },
    });
  });

  it("says which fields are required before anything else", () => {
    expect(checkFields(schema, { oldPassword: "", newPassword: "", confirmPassword: "" })).toEqual({
      ok: false,
      fieldErrors: { oldPassword: "请输入原密码", newPassword: "请输入新密码", confirmPassword: "请再次输入新密码" },
    });
  });

  it("takes the contract's own Chinese messages, the first per field", () => {
    expect(checkFields(schema, { oldPassword: "x", newPassword: "short1", confirmPassword: "short2" })).toEqual({
      ok: false,
      fieldErrors: { newPassword: "密码长度为8-32位", confirmPassword: "两次输入的密码不一致" },
    });
    expect(checkFields(memberCalls.updatePayPassword.body, { payPassword: "12a456", password: "p" })).toEqual({
      ok: false,
      fieldErrors: { payPassword: "请输入6位数字！" },
    });
  });

  it("names the field when the contract's message is not a Chinese one", () => {
    expect(checkFields(schema, { oldPassword: "x".repeat(65), newPassword: "Newpass123", confirmPassword: "Newpass123" })).toEqual({
      ok: false,
      fieldErrors: { oldPassword: "原密码格式不正确" },
    });
  });

  it("adds the page's own checks (a field the contract does not hold)", () => {
    const values = { payPassword: "246810", confirmPayPassword: "246811", password: "Demo@123456" };
    expect(checkFields(memberCalls.updatePayPassword.body, values, { confirmPayPassword: "两次输入的支付密码不一致" })).toEqual({
      ok: false,
      fieldErrors: { confirmPayPassword: "两次输入的支付密码不一致" },
    });
  });
});

describe("failureText and refused", () => {
  it("tells what the services said, from the body of a refused call", () => {
    const business = new ApiError(200, 400, "原密码错误", ApiErrorKind.business, { code: 400, msg: "原密码错误", data: null, success: false });
    expect(failureText(business)).toBe("原密码错误");
    const captcha = new ApiError(400, 400, "请求出错，状态码：400", ApiErrorKind.http, { code: 400, msg: "验证失败，请重新拖动滑块" });
    expect(failureText(captcha)).toBe("验证失败，请重新拖动滑块");
  });

  it("says the session ended on a 401, and falls back on anything else", () => {
    expect(failureText(new ApiError(401, 401, "", ApiErrorKind.http))).toBe("登录已失效，请重新登录后再试");
    expect(failureText(new ApiError(0, 0, "", ApiErrorKind.network))).toBe("操作未成功，请稍后重试");
    expect(failureText(new Error("boom"), "兜底")).toBe("兜底");
  });

  it("answers a refused form", () => {
    expect(refused(null, { code: "请输入短信验证码" })).toEqual({ ok: false, error: null, fieldErrors: { code: "请输入短信验证码" } });
    expect(refused("登录已失效，请重新登录后再试")).toEqual({ ok: false, error: "登录已失效，请重新登录后再试", fieldErrors: {} });
  });
});
