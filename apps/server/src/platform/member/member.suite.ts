import { memberPaths, platformPaths, requestHeaders } from "@cidp/api-client/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { demo, expectFailure, login, rowCount } from "../../testing/suite-helpers.ts";
import type { SuiteTarget } from "../../testing/suite-target.ts";
import type { TestApp } from "../../testing/test-app.ts";
import { solveCaptcha } from "../login-site/test-helpers.ts";
import { sessions } from "./schema.ts";

/** Integration tests of the member service, runnable on any suite target. */
export function memberSuite(target: SuiteTarget): void {
  describe(`member service (${target.name})`, () => {
    let t: TestApp;
    const clock = target.clock;
    beforeAll(async () => {
      t = await target.open();
    });
    afterAll(() => t?.close());

    const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: "GET", url, headers });

    it("logs in with phone and password and binds the token to the first business", async () => {
      const me = await login(t);
      expect(me.token.split(".")).toHaveLength(3);
      const businesses = (await get(memberPaths.businessList, me.headers)).json().data as { businessId: number; businessName: string }[];
      expect(businesses.map((b) => b.businessName)).toEqual(["吉林宏远建设工程有限公司", "长春鼎盛建材贸易有限公司", "吉林省安泰机械设备租赁有限公司"]);
      expect(me.businessId).toBe(businesses[0]?.businessId);
      const info = (await get(memberPaths.userInfo, me.headers)).json().data;
      expect(info).toEqual({ userId: me.userId, realName: "张建国", phone: "138****0001", avatar: "", switchCompanyInfo: { businessId: me.businessId } });
    });

    it("lists the businesses offered at login, on both sides of the marketplace", async () => {
      const response = await t.app.inject({
        method: "POST",
        url: memberPaths.loginTenantMemberBusiness,
        payload: { phone: demo.first.phone, password: demo.first.password },
      });
      const list = response.json().data as { companyType: string }[];
      expect(list).toHaveLength(3);
      expect(new Set(list.map((b) => b.companyType))).toEqual(new Set(["require", "supply"]));
    });

    it.each([
      ["a wrong password", { phone: "13800000001", password: "Wrong@123456" }, 400, /手机号或密码错误/],
      ["an unknown phone", { phone: "13900000009", password: "Demo@123456" }, 400, /手机号或密码错误/],
      ["a missing phone", { password: "Demo@123456" }, 400, /请求参数不正确：phone/],
      ["a phone as a number", { phone: 13800000001, password: "Demo@123456" }, 400, /phone/],
      ["an oversized password", { phone: "13800000001", password: "x".repeat(65) }, 400, /password/],
      ["a malformed phone", { phone: "1380000000", password: "Demo@123456" }, 400, /请输入11位手机号/],
    ])("refuses a login with %s and writes no session", async (_name, payload, status, msg) => {
      const before = await rowCount(t.database.db, sessions);
      const response = await t.app.inject({ method: "POST", url: memberPaths.oauthToken, payload, remoteAddress: "10.1.1.1" });
      expectFailure(response, status, msg);
      expect(await rowCount(t.database.db, sessions)).toBe(before);
    });

    it("refuses a login for a business the member does not belong to", async () => {
      const other = await login(t, demo.second.phone);
      const response = await t.app.inject({
        method: "POST",
        url: memberPaths.oauthToken,
        payload: { phone: demo.first.phone, password: demo.first.password, businessId: other.businessId },
      });
      expectFailure(response, 403, /无权/);
    });

    it("switches to another own business with a token bound to it", async () => {
      const me = await login(t);
      const businesses = (await get(memberPaths.businessList, me.headers)).json().data as { businessId: number }[];
      const supply = businesses[1]?.businessId ?? 0;
      const switched = await get(`${memberPaths.switchBusinessToken}?businessId=${supply}`, me.headers);
      expect(switched.statusCode).toBe(200);
      const { token, businessId } = switched.json().data as { token: string; businessId: number };
      expect(businessId).toBe(supply);
      const company = (await get(memberPaths.companyInfo, { authorization: `Bearer ${token}` })).json();
      expect(company).toMatchObject({ success: true, data: { id: supply, niceName: "长春鼎盛建材贸易有限公司", companyType: "supply" } });
    });

    it("never switches to, or acts for, another member's business", async () => {
      const me = await login(t);
      const other = await login(t, demo.second.phone);
      expectFailure(await get(`${memberPaths.switchBusinessToken}?businessId=${other.businessId}`, me.headers), 403, /无权/);
      expectFailure(await get(`${memberPaths.switchBusinessToken}?businessId=999999`, me.headers), 403);
      expectFailure(await get(`${memberPaths.switchBusinessToken}?businessId=abc`, me.headers), 400, /businessId/);
      expectFailure(await get(memberPaths.companyInfo, { ...me.headers, [requestHeaders.companyId]: String(other.businessId) }), 403, /无权/);
      expectFailure(await get(memberPaths.platformMenus, { ...me.headers, [requestHeaders.companyId]: String(other.businessId) }), 403);
      expectFailure(await get(memberPaths.companyInfo, { ...me.headers, [requestHeaders.companyId]: "1 OR 1=1" }), 400);
    });

    it("acts for the business named by the selected company header when it is the member's", async () => {
      const me = await login(t);
      const businesses = (await get(memberPaths.businessList, me.headers)).json().data as { businessId: number }[];
      const third = businesses[2]?.businessId ?? 0;
      const company = (await get(memberPaths.companyInfo, { ...me.headers, [requestHeaders.companyId]: String(third) })).json().data;
      expect(company).toMatchObject({ id: third, certificationState: "uncertified", role: "member" });
    });

    it("checks a business token against the session and the selected business", async () => {
      const me = await login(t);
      const businesses = (await get(memberPaths.businessList, me.headers)).json().data as { businessId: number }[];
      const second = businesses[1]?.businessId ?? 0;
      const { token } = (await get(`${memberPaths.switchBusinessToken}?businessId=${second}`, me.headers)).json().data as { token: string };
      const withBusiness = { ...me.headers, [requestHeaders.businessToken]: `Bearer ${token}` };
      expect((await get(memberPaths.companyInfo, { ...withBusiness, [requestHeaders.companyId]: String(second) })).statusCode).toBe(200);
      expectFailure(await get(memberPaths.companyInfo, { ...withBusiness, [requestHeaders.companyId]: String(businesses[0]?.businessId) }), 403);
      const stranger = await login(t, demo.second.phone);
      expectFailure(await get(memberPaths.companyInfo, { ...me.headers, [requestHeaders.businessToken]: `Bearer ${stranger.token}` }), 401);
    });

    it("gives each side of the marketplace its own member-center menu", async () => {
      const me = await login(t);
      const businesses = (await get(memberPaths.businessList, me.headers)).json().data as { businessId: number }[];
      const menuNames = async (id: number) =>
        ((await get(memberPaths.platformMenus, { ...me.headers, [requestHeaders.companyId]: String(id) })).json().data as { menuName: string }[]).map(
          (m) => m.menuName,
        );
      expect(await menuNames(businesses[0]?.businessId ?? 0)).toContain("采购管理");
      expect(await menuNames(businesses[1]?.businessId ?? 0)).toContain("销售管理");
    });

    it("details the member with every business and masks the phone", async () => {
      const me = await login(t);
      const detail = (await get(memberPaths.memberInfoDetail, me.headers)).json().data;
      expect(detail).toMatchObject({ realName: "张建国", phone: "138****0001", hasPayPassword: false });
      expect(detail.businesses).toHaveLength(3);
      expect(detail.createTime).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    });

    it.each([
      ["no token", {}, /请先登录/],
      ["a forged token", { authorization: "Bearer abc.def.ghi" }, /无效/],
      ["client basic auth", { authorization: "Basic c2FiZXI6c2FiZXI=" }, /请先登录/],
    ])("answers HTTP 401 with body code 401 for %s", async (_name, headers, msg) => {
      for (const path of [
        memberPaths.businessList,
        memberPaths.userInfo,
        memberPaths.companyInfo,
        memberPaths.memberInfoDetail,
        memberPaths.platformMenus,
        memberPaths.userFlag,
      ]) {
        expectFailure(await get(path, headers), 401, msg);
      }
    });

    it("revokes the session on logout, and only that session", async () => {
      const a = await login(t);
      const b = await login(t);
      expect((await get(memberPaths.logout, a.headers)).json()).toMatchObject({ code: 200, success: true });
      expectFailure(await get(memberPaths.userInfo, a.headers), 401, /已失效/);
      expect((await get(memberPaths.userInfo, b.headers)).statusCode).toBe(200);
    });

    it("rejects a session past its lifetime", async () => {
      const me = await login(t);
      clock.advance(8 * 86_400_000);
      try {
        expectFailure(await get(memberPaths.userInfo, me.headers), 401, /过期/);
      } finally {
        clock.reset();
      }
    });

    it("sets the pay password only with the login password and six digits", async () => {
      const me = await login(t, demo.second.phone);
      const flag = async () => (await get(memberPaths.userFlag, me.headers)).json().data as { hasPayPassword: boolean; companyCertified: boolean };
      expect(await flag()).toEqual({ hasPassword: true, hasPayPassword: false, companyCertified: true });
      expectFailure(await get(`${memberPaths.updatePayPassword}?payPassword=12345&password=Demo%40123456`, me.headers), 400, /请输入6位数字/);
      expectFailure(await get(`${memberPaths.updatePayPassword}?payPassword=123456&password=nope`, me.headers), 400, /登录密码错误/);
      expect((await flag()).hasPayPassword).toBe(false);
      const set = await t.app.inject({
        method: "POST",
        url: memberPaths.updatePayPassword,
        headers: me.headers,
        payload: { payPassword: "246810", password: demo.second.password },
      });
      expect(set.statusCode).toBe(200);
      expect((await flag()).hasPayPassword).toBe(true);
    });

    it("changes the password, keeps this session and logs out the others", async () => {
      const current = await login(t, demo.second.phone);
      const elsewhere = await login(t, demo.second.phone);
      const post = (payload: Record<string, string>) => t.app.inject({ method: "POST", url: memberPaths.updatePassword, headers: current.headers, payload });
      expectFailure(await post({ oldPassword: "bad", newPassword: "Newpass123", confirmPassword: "Newpass123" }), 400, /原密码错误/);
      expectFailure(await post({ oldPassword: demo.second.password, newPassword: "Newpass123", confirmPassword: "Other123" }), 400, /不一致/);
      expectFailure(await post({ oldPassword: demo.second.password, newPassword: "short1", confirmPassword: "short1" }), 400, /8-32/);
      expect((await get(memberPaths.userInfo, elsewhere.headers)).statusCode).toBe(200);
      expect((await post({ oldPassword: demo.second.password, newPassword: "Newpass123", confirmPassword: "Newpass123" })).statusCode).toBe(200);
      expectFailure(await get(memberPaths.userInfo, elsewhere.headers), 401);
      expect((await get(memberPaths.userInfo, current.headers)).statusCode).toBe(200);
      // Put the demo password back for the other tests.
      expect((await post({ oldPassword: "Newpass123", newPassword: demo.second.password, confirmPassword: demo.second.password })).statusCode).toBe(200);
    });

    it("tells whether a phone is registered", async () => {
      const check = (phone: string) => t.app.inject({ method: "POST", url: `${memberPaths.tenantExistCheck}?phoneNumber=${phone}`, payload: {} });
      expect((await check(demo.first.phone)).json().data).toEqual({ exist: true });
      expect((await check("13912345678")).json().data).toEqual({ exist: false });
      expectFailure(await check("12345"), 400, /phoneNumber/);
    });

    it("sends a verification code and resets a forgotten password with it", async () => {
      const phone = demo.first.phone;
      const send = await t.app.inject({
        method: "POST",
        url: `${memberPaths.smsVerificationCode}?phone=${phone}`,
        payload: { templateId: "reset", proof: await solveCaptcha(t.app) },
        remoteAddress: "10.2.2.2",
      });
      expect(send.json()).toMatchObject({ code: 200, msg: "发送成功" });
      expectFailure(await t.app.inject({ method: "POST", url: `${memberPaths.smsVerificationCode}?phone=123`, payload: {} }), 400);
      const outbox = (await get(`${platformPaths.devSmsOutbox}?phone=${phone}`)).json().data as { code: string | null; purpose: string }[];
      const code = outbox.find((m) => m.purpose === "reset")?.code ?? "";
      expect(code).toMatch(/^\d{6}$/);
      const before = await login(t);
      const reset = (payload: Record<string, string>) =>
        t.app.inject({
          method: "POST",
          url: memberPaths.forgetPassword,
          payload: { phone, newPassword: "Reset1234", confirmPassword: "Reset1234", ...payload },
        });
      expectFailure(await reset({ code: code === "000000" ? "000001" : "000000" }), 400, /验证码/);
      expect((await get(memberPaths.userInfo, before.headers)).statusCode).toBe(200);
      expect((await reset({ code })).statusCode).toBe(200);
      expectFailure(await get(memberPaths.userInfo, before.headers), 401);
      expectFailure(await t.app.inject({ method: "POST", url: memberPaths.oauthToken, payload: { phone, password: demo.first.password } }), 400);
      const relogin = await t.app.inject({ method: "POST", url: memberPaths.oauthToken, payload: { phone, password: "Reset1234" } });
      expect(relogin.statusCode).toBe(200);
      // Put the demo password back through the password-change call.
      const headers = { authorization: `Bearer ${relogin.json().data.token}` };
      const back = await t.app.inject({
        method: "POST",
        url: memberPaths.updatePassword,
        headers,
        payload: { oldPassword: "Reset1234", newPassword: demo.first.password, confirmPassword: demo.first.password },
      });
      expect(back.statusCode).toBe(200);
    });

    it("limits the credential calls per address", async () => {
      const attempt = () => t.app.inject({ method: "POST", url: memberPaths.oauthToken, payload: {}, remoteAddress: "10.9.9.9" });
      const codes: number[] = [];
      for (let i = 0; i < 22; i++) codes.push((await attempt()).json().code);
      expect(codes.slice(0, 20).every((code) => code === 400)).toBe(true);
      expect(codes.at(-1)).toBe(429);
    });
  });
}
