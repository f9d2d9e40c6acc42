import { defineCall } from "./define-call.ts";
import {
  captchaGenerateResponse,
  captchaValidateRequestSchema,
  captchaValidateResponse,
  loginServicePaths,
  sendValidateRequestSchema,
  sendValidateResponse,
} from "./login.contract.ts";

/**
 * The captcha and SMS calls of the remote login service (spec §7), declared once. Anonymous: they
 * come before any session. The service's logout belongs to the login site's pages (it clears the
 * site's cookies and may redirect), so it is no call of the contract.
 */
export const loginCalls = {
  /**
   * The login site's form also sends `?phone=` (what it holds) so that failures count against the
   * phone too; the handler reads it as a hint and never refuses it, so it is not declared and the
   * typed call takes no input.
   */
  generate: defineCall({
    method: "GET",
    path: loginServicePaths.generate,
    summary: "获取滑块拼图验证码",
    auth: "none",
    anonymous: true,
    designed: false,
    tag: "login",
    response: captchaGenerateResponse,
    errors: [429],
  }),
  validate: defineCall({
    method: "POST",
    path: loginServicePaths.validate,
    summary: "校验滑块位置与拖动轨迹，通过后获得一次性凭证",
    auth: "none",
    anonymous: true,
    designed: false,
    tag: "login",
    body: captchaValidateRequestSchema,
    response: captchaValidateResponse,
    errors: [400, 429],
  }),
  sendValidate: defineCall({
    method: "POST",
    path: loginServicePaths.sendValidate,
    summary: "凭滑块验证凭证发送短信验证码",
    auth: "none",
    anonymous: true,
    designed: false,
    tag: "login",
    body: sendValidateRequestSchema,
    response: sendValidateResponse,
    errors: [400, 429],
  }),
} as const;
