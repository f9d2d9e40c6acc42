import { describe, expect, it } from "vitest";
import { portalContextFor } from "../lib/session/portal-request.server.ts";
import { action as editAction } from "./user-password-edit.tsx";
import { action as refindAction } from "./user-password-refind.tsx";
import { action as sameAction } from "./user-password-same.tsx";
import { action as setAction } from "./user-password-set.tsx";

// The actions' answers that need no platform call: a refused form, and a form without a session.
// (What the services answer is covered by apps/server's tests and e2e/account-passwords.spec.ts.)

/** The arguments an action receives, for a form posted to `path` (each action's own type, by inference). */
const post = <Args>(path: string, fields: Record<string, string>, cookie = ""): Args => {
  const request = new Request(`http://localhost${path}`, { method: "POST", body: new URLSearchParams(fields), headers: cookie ? { cookie } : {} });
  return { request, params: {}, context: portalContextFor(request) } as unknown as Args;
};

/** A form refused before any call: the field messages, and no error of the services. */
const refusedFields = (fieldErrors: Record<string, string>) => ({ ok: false, error: null, fieldErrors });

describe("the password pages' actions", () => {
  it("修改登录密码: field messages from the contract, before any call", async () => {
    expect(await editAction(post("/user/password/edit", { oldPassword: "", newPassword: "abcdefgh", confirmPassword: "abcdefgh" }))).toEqual(
      refusedFields({ oldPassword: "请输入原密码", newPassword: "密码需同时包含字母和数字" }),
    );
  });

  it("找回登录密码: keeps the typed phone, never the passwords", async () => {
    const answer = await refindAction(
      post("/user/password/refind", { phone: "1380000000", code: "12", newPassword: "Newpass123", confirmPassword: "Newpass123" }),
    );
    expect(answer).toEqual({ ...refusedFields({ phone: "请输入11位手机号！", code: "请输入6位数字！" }), phone: "1380000000" });
  });

  it("设置登录密码: the code must be six digits", async () => {
    expect(await setAction(post("/user/password/set", { code: "abc", newPassword: "Newpass123", confirmPassword: "Newpass123" }))).toMatchObject({
      ok: false,
      fieldErrors: { code: "请输入6位短信验证码" },
    });
  });

  it("支付密码: six digits twice, and the login password", async () => {
    expect(await sameAction(post("/user/password/same", { payPassword: "246810", confirmPayPassword: "135790", password: "" }))).toEqual(
      refusedFields({ confirmPayPassword: "两次输入的支付密码不一致", password: "请输入登录密码" }),
    );
  });

  it("a valid form without a session is told to log in again", async () => {
    expect(await editAction(post("/user/password/edit", { oldPassword: "Old@123456", newPassword: "Newpass123", confirmPassword: "Newpass123" }))).toEqual({
      ok: false,
      error: "登录已失效，请重新登录后再试",
      fieldErrors: {},
    });
  });
});
