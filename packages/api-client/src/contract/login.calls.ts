import { defineCall } from "./define-call.ts";
import {
  captchaAssistRequestSchema,
  captchaAssistResponse,
  captchaGenerateResponse,
  captchaValidateRequestSchema,
  captchaValidateResponse,
  loginServicePaths,
  sendValidateRequestSchema,
  sendValidateResponse,
} from "./login.contract.ts";

// Who may make the calls below and, where several answer alike, how they answer: declared once
// per permission so that calls guarded alike cannot drift apart.
const publicAccess = { auth: "none", designed: false, tag: "login", anonymous: true } as const;

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
    ...publicAccess,
    method: "GET",
    path: loginServicePaths.generate,
    summary: "获取滑块拼图验证码",
    response: captchaGenerateResponse,
    errors: [429],
  }),
  validate: defineCall({
    ...publicAccess,
    method: "POST",
    path: loginServicePaths.validate,
    summary: "校验滑块位置与拖动轨迹，通过后获得一次性凭证",
    body: captchaValidateRequestSchema,
    response: captchaValidateResponse,
    errors: [400, 429],
  }),
  sendValidate: defineCall({
    ...publicAccess,
    method: "POST",
    path: loginServicePaths.sendValidate,
    summary: "凭滑块验证凭证发送短信验证码",
    body: sendValidateRequestSchema,
    response: sendValidateResponse,
    // 424: the carrier did not send the code (短信发送失败，请稍后重试); 429 also for the carrier's limit on the phone.
    errors: [400, 424, 429],
  }),
  /**
   * The SMS alternative to the puzzle (长辈版, people who cannot drag): no puzzle, but a proof that
   * only a send to this very phone accepts, so the code itself is what proves the person; a tight
   * budget per phone, per address and for the whole service bounds what a script gets from it.
   */
  assist: defineCall({
    method: "POST",
    path: loginServicePaths.assist,
    summary: "无法拖动滑块时改用短信验证：获取仅限该手机号使用的一次性凭证",
    auth: "none",
    anonymous: true,
    designed: true,
    tag: "login",
    body: captchaAssistRequestSchema,
    response: captchaAssistResponse,
    errors: [400, 429],
  }),
} as const;
