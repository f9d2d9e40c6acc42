// Each typed call's method, path, query, body and header set, against a fake transport.
import { describe, expect, it } from "vitest";
import { injectAnalytics } from "./analytics.api.ts";
import {
  getChatCompanyContact,
  getChatList,
  getChatMe,
  getChatMessages,
  getChatServiceAccount,
  getChatUser,
  getChatUserByName,
  logoutChat,
  markChatRead,
  moveChat,
  openChat,
  updateChatUser,
} from "./chat.api.ts";
import { clientCall } from "./client-call.ts";
import { getDictList, getFooterNavigateTree, getPlatformConfigList } from "./cms.api.ts";
import { getCompanyProfile } from "./company.api.ts";
import { chatPaths } from "./contract/chat.contract.ts";
import { companyCalls } from "./contract/company.contract.ts";
import type { CallDeclaration } from "./contract/define-call.ts";
import { analyticsPaths, cmsPaths, homePaths, loginServicePaths, memberPaths, noticePaths, operatorCalls, uploadPaths } from "./contract/index.ts";
import { type ApiClient, createApiClient } from "./create-api-client.ts";
import { getFinanceApplyCaptcha, getSupervise, sendPhoneCode, submitFinanceApply, submitProjectApply } from "./home.api.ts";
import { generateCaptcha, logoutLoginService, sendValidateCode, validateCaptcha } from "./login.api.ts";
import { getSwitchBusinessToken, loginWithPassword, logout } from "./member.api.ts";
import { clickReadNotice, getNoticeList } from "./notice.api.ts";
import { fakeAdapter, okBody } from "./testing/fake-adapter.ts";
import { confirmUpload, getAttachmentList, registerUpload, saveAttachments } from "./upload.api.ts";
import { checkTenantExists, sendVerificationCode, updatePayPassword } from "./user-center.api.ts";

const session = { platformToken: "pt", companyId: 8 };
const md5 = "0123456789abcdef0123456789abcdef";

type Expect = { method: string; url: string; params?: unknown; data?: unknown; auth: "platform" | "upload" | "none" };

const table: [string, (c: ApiClient) => Promise<unknown>, Expect][] = [
  [
    "loginWithPassword",
    (c) => loginWithPassword(c, { phone: "13800000001", password: "x" }),
    { method: "post", url: memberPaths.oauthToken, data: { phone: "13800000001", password: "x" }, auth: "none" },
  ],
  ["logout", (c) => logout(c), { method: "get", url: memberPaths.logout, auth: "platform" }],
  [
    "getSwitchBusinessToken",
    (c) => getSwitchBusinessToken(c, { businessId: 3 }),
    { method: "get", url: memberPaths.switchBusinessToken, params: { businessId: 3 }, auth: "platform" },
  ],
  [
    "updatePayPassword",
    (c) => updatePayPassword(c, { payPassword: "123456", password: "p" }),
    { method: "post", url: memberPaths.updatePayPassword, data: { payPassword: "123456", password: "p" }, auth: "platform" },
  ],
  [
    "checkTenantExists",
    (c) => checkTenantExists(c, { phoneNumber: "13800000001" }),
    { method: "post", url: memberPaths.tenantExistCheck, params: { phoneNumber: "13800000001" }, data: {}, auth: "none" },
  ],
  [
    "sendVerificationCode",
    (c) => sendVerificationCode(c, { phone: "13800000001", templateId: "reset", proof: "captcha-proof" }),
    {
      method: "post",
      url: memberPaths.smsVerificationCode,
      params: { phone: "13800000001" },
      data: { templateId: "reset", proof: "captcha-proof" },
      auth: "none",
    },
  ],
  [
    "getNoticeList",
    (c) => getNoticeList(c, { current: 1, size: 5, noticeType: 3 }),
    { method: "get", url: noticePaths.list, params: { current: 1, size: 5, noticeType: 3 }, auth: "platform" },
  ],
  ["clickReadNotice", (c) => clickReadNotice(c, { id: 42 }), { method: "get", url: `${noticePaths.clickRead}/42`, auth: "platform" }],
  ["getPlatformConfigList", (c) => getPlatformConfigList(c), { method: "get", url: cmsPaths.platformConfigList, auth: "platform" }],
  [
    "getFooterNavigateTree",
    (c) => getFooterNavigateTree(c),
    { method: "get", url: homePaths.navigateTree, params: { menuCode: "INDUSTRY_NAVIGATE_FOOT" }, auth: "platform" },
  ],
  [
    "getDictList",
    (c) => getDictList(c, { code: "industry_front_css_flag" }),
    { method: "get", url: homePaths.dictList, params: { code: "industry_front_css_flag" }, auth: "platform" },
  ],
  [
    "getSupervise",
    (c) => getSupervise(c, { type: "safety", code: "220100" }),
    { method: "get", url: `${homePaths.supervise}/safety/220100`, auth: "platform" },
  ],
  ["getFinanceApplyCaptcha", (c) => getFinanceApplyCaptcha(c), { method: "get", url: homePaths.financeApplyCaptcha, auth: "platform" }],
  [
    "sendPhoneCode",
    (c) => sendPhoneCode(c, { phone: "13800000001", proof: "p", purpose: "apply" }),
    { method: "post", url: homePaths.sendPhoneCode, data: { phone: "13800000001", proof: "p", purpose: "apply" }, auth: "platform" },
  ],
  [
    "submitFinanceApply",
    (c) => submitFinanceApply(c, { companyName: "长春建工", contactName: "王工", phone: "13800000001", amount: 500, purpose: "采购钢材", code: "123456" }),
    {
      method: "post",
      url: homePaths.financeApply,
      data: { companyName: "长春建工", contactName: "王工", phone: "13800000001", amount: 500, purpose: "采购钢材", code: "123456" },
      auth: "platform",
    },
  ],
  [
    "submitProjectApply",
    (c) => submitProjectApply(c, { projectName: "厂房", companyName: "长春建工", contactName: "王工", phone: "13800000001", region: "220100", code: "123456" }),
    {
      method: "post",
      url: homePaths.projectApply,
      data: { projectName: "厂房", companyName: "长春建工", contactName: "王工", phone: "13800000001", region: "220100", code: "123456" },
      auth: "platform",
    },
  ],
  ["logoutLoginService", (c) => logoutLoginService(c), { method: "get", url: loginServicePaths.logout, auth: "platform" }],
  ["generateCaptcha", (c) => generateCaptcha(c), { method: "get", url: loginServicePaths.generate, auth: "none" }],
  [
    "validateCaptcha",
    (c) => validateCaptcha(c, { captchaId: "c", x: 90, track: [] }),
    { method: "post", url: loginServicePaths.validate, data: { captchaId: "c", x: 90, track: [] }, auth: "none" },
  ],
  [
    "sendValidateCode",
    (c) => sendValidateCode(c, { data: { phone: "13800000001", proof: "p" } }),
    { method: "post", url: loginServicePaths.sendValidate, data: { data: { phone: "13800000001", proof: "p" } }, auth: "none" },
  ],
  [
    "registerUpload",
    (c) => registerUpload(c, { fileName: "a.pdf", extName: "pdf", fileSize: 9, hashcode: md5 }),
    {
      method: "post",
      url: uploadPaths.register,
      data: { fileName: "a.pdf", extName: "pdf", fileSize: 9, hashcode: md5 },
      auth: "upload",
    },
  ],
  ["confirmUpload", (c) => confirmUpload(c, { id: "17" }), { method: "post", url: uploadPaths.callback, params: { id: "17" }, data: {}, auth: "upload" }],
  [
    "getAttachmentList",
    (c) => getAttachmentList(c, { businessType: "t", businessId: "1" }),
    { method: "get", url: uploadPaths.attachmentList, params: { businessType: "t", businessId: "1" }, auth: "upload" },
  ],
  [
    "saveAttachments",
    (c) => saveAttachments(c, { businessType: "t", businessId: "1", attachments: [] }),
    {
      method: "post",
      url: uploadPaths.attachmentSave,
      data: { businessType: "t", businessId: "1", attachments: [] },
      auth: "upload",
    },
  ],
  ["getCompanyProfile", (c) => getCompanyProfile(c, { id: 7 }), { method: "get", url: companyCalls.profile.path, params: { id: 7 }, auth: "platform" }],
  [
    "injectAnalytics",
    (c) => injectAnalytics(c, { dataSource: "CIDP", action: 5, createTime: 1 }),
    { method: "post", url: analyticsPaths.inject, data: { dataSource: "CIDP", action: 5, createTime: 1 }, auth: "none" },
  ],
  ["getChatList", (c) => getChatList(c), { method: "get", url: chatPaths.list, auth: "platform" }],
  ["getChatMe", (c) => getChatMe(c), { method: "get", url: chatPaths.me, auth: "platform" }],
  ["moveChat", (c) => moveChat(c, { chatId: "u 1" }), { method: "get", url: chatPaths.move, params: { chatId: "u 1" }, auth: "platform" }],
  ["openChat", (c) => openChat(c, { id: "kefu" }), { method: "post", url: chatPaths.chat, data: { id: "kefu" }, auth: "platform" }],
  [
    "markChatRead",
    (c) => markChatRead(c, { id: "kefu", unreadCount: 0, lastSeq: 4 }),
    { method: "put", url: chatPaths.chat, data: { id: "kefu", lastSeq: 4, unreadCount: 0 }, auth: "platform" },
  ],
  [
    "getChatMessages",
    (c) => getChatMessages(c, { chatId: "kefu", afterSeq: 3, limit: 200 }),
    { method: "get", url: chatPaths.messages, params: { chatId: "kefu", afterSeq: 3, limit: 200 }, auth: "platform" },
  ],
  ["getChatServiceAccount", (c) => getChatServiceAccount(c), { method: "get", url: chatPaths.service, auth: "platform" }],
  [
    "getChatCompanyContact",
    (c) => getChatCompanyContact(c, { businessId: 3 }),
    { method: "get", url: chatPaths.contact, params: { businessId: 3 }, auth: "platform" },
  ],
  [
    "getChatUserByName",
    (c) => getChatUserByName(c, { name: "平台/客服" }),
    { method: "get", url: `${chatPaths.userByName}/${encodeURIComponent("平台/客服")}`, auth: "platform" },
  ],
  ["getChatUser", (c) => getChatUser(c, { id: "kefu" }), { method: "get", url: `${chatPaths.user}/kefu`, auth: "platform" }],
  [
    "updateChatUser",
    (c) => updateChatUser(c, { id: "7", name: "张", avatar: "", extra: 1 }),
    { method: "put", url: chatPaths.userUpdate, data: { id: "7", name: "张", avatar: "", extra: 1 }, auth: "platform" },
  ],
  ["logoutChat", (c) => logoutChat(c), { method: "post", url: chatPaths.logout, data: {}, auth: "platform" }],
];

describe("typed calls", () => {
  it.each(table)("%s sends the contract's method, path, query, body and headers", async (_, call, expected) => {
    const { adapter, seen } = fakeAdapter(() => ({ status: 500 }));
    const client = createApiClient({ baseURL: "https://platform.test", adapter, getSession: () => session, uploadClient: { id: "portal", secret: "s" } });
    await call(client).catch(() => undefined);
    const config = seen[0]?.config;
    expect(config?.method).toBe(expected.method);
    expect(config?.url).toBe(expected.url);
    expect(config?.params).toEqual(expected.params);
    expect(config?.data === undefined ? undefined : JSON.parse(String(config.data))).toEqual(expected.data);
    const authorization = String(config?.headers.get("authorization") ?? "");
    const auth = authorization.startsWith("Basic ") ? "upload" : authorization.startsWith("Bearer ") ? "platform" : "none";
    expect(auth).toBe(expected.auth);
  });

  it("sends no member credentials with a back-office call: its server adds the staff session itself", async () => {
    const staffCalls = Object.values(operatorCalls).filter((declaration) => declaration.auth === "operator");
    expect(staffCalls.length).toBeGreaterThan(10);
    // Every path parameter a staff call names (a review's kind and id, a legal document's key and version, a transfer's reference…).
    const probe = {
      kind: "personal",
      id: 1,
      username: "staff",
      code: "123456",
      step: "start",
      role: "客服",
      key: "privacy-policy",
      version: "2024-08-01",
      reference: "DG23456789",
      refundId: "RF20261129ABCDEFGH",
    };
    for (const declaration of staffCalls) {
      const { adapter, seen } = fakeAdapter(() => ({ status: 500 }));
      const client = createApiClient({ baseURL: "https://platform.test", adapter, getSession: () => ({ ...session, businessToken: "bt" }) });
      const call = clientCall(declaration as CallDeclaration) as (c: ApiClient, input: object) => Promise<unknown>;
      await call(client, probe).catch(() => undefined);
      const headers = seen[0]?.config.headers;
      expect(seen[0]?.config.url, declaration.path).toMatch(/^\/api\/cidp-operator\//);
      for (const name of ["authorization", "x-authorization", "x-business-token", "x-company-id"])
        expect(headers?.has(name), `${declaration.path} ${name}`).toBe(false);
    }
  });

  it("keeps the analytics call itself quiet and out of the HTTP error reports", async () => {
    const { adapter } = fakeAdapter(() => ({ status: 502 }));
    const messages: string[] = [];
    const reports: unknown[] = [];
    const client = createApiClient({ baseURL: "https://platform.test", adapter, onMessage: (_, t) => messages.push(t), onHttpError: (r) => reports.push(r) });
    await expect(injectAnalytics(client, { dataSource: "CIDP", action: 5, createTime: 1 })).rejects.toMatchObject({ status: 502 });
    expect([messages, reports]).toEqual([[], []]);
  });

  it("resolves with the validated envelope", async () => {
    const { adapter } = fakeAdapter(() => ({ status: 200, data: okBody({ token: "t2", businessId: 3 }) }));
    const client = createApiClient({ baseURL: "https://platform.test", adapter });
    await expect(getSwitchBusinessToken(client, { businessId: 3 })).resolves.toEqual(okBody({ token: "t2", businessId: 3 }));
  });
});
