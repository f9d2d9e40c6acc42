import { reminderText } from "@cidp/domain";
import { REGISTER_EXISTING, SmsNotice, SmsPurpose, type SmsTextPurpose } from "./sms.constants.ts";
import type { SendLimit } from "./sms-limits.ts";
import type { SmsParameters } from "./sms-templates.ts";

/** zh-CN texts of the SMS calls and codes; `sent` and `registered` are the spec's own. */
export const smsMessages = {
  sent: "发送成功",
  registered: "注册成功",
  badPhone: "请输入正确的11位手机号",
  badRequest: "请求参数不正确",
  captchaRequired: "请先完成滑块验证",
  codeWrong: "验证码错误",
  codeMissing: "验证码错误或已过期，请重新获取",
  codeLocked: "验证码错误次数过多，请重新获取",
  badCode: "请输入6位数字！",
  /** The carrier refused the text or could not be reached: nothing was sent. */
  sendFailed: "短信发送失败，请稍后重试",
  /** The carrier's own limit for the phone (per minute, hour or day) refused the text. */
  carrierThrottled: "该手机号接收短信过于频繁，请稍后再试",
} as const;

/** The refusal text of each send limit. */
export function limitMessage(limit: SendLimit, retryAfterSeconds: number): string {
  switch (limit) {
    case "phone_cooldown":
      return `发送过于频繁，请${retryAfterSeconds}秒后再试`;
    case "phone_hourly":
      return "该手机号1小时内发送次数已达上限，请稍后再试";
    case "phone_daily":
      return "该手机号今日发送次数已达上限，请明天再试";
    case "ip_hourly":
      return "当前网络发送次数过多，请稍后再试";
  }
}

/** The words of a code text, after the 【签名】 the carrier puts in front. */
function codeBody(purposeLabel: string, code: string): string {
  return `您的${purposeLabel}验证码为${code}，5分钟内有效，请勿泄露给他人。如非本人操作，请忽略本短信。`;
}

/**
 * The words of each kind of text as its template renders them (the carrier adds 【签名】 in front).
 * A deployment registers its templates with these words and variables (README "SMS"); the
 * development outbox and the log show them.
 */
export const smsTexts: { [P in SmsTextPurpose]: (values: SmsParameters<P>) => string } = {
  [SmsPurpose.login]: ({ code }) => codeBody("登录", code),
  [SmsPurpose.register]: ({ code }) => codeBody("注册", code),
  [REGISTER_EXISTING]: ({ code }) => `${codeBody("注册", code)}该手机号已注册，请前往登录`,
  [SmsPurpose.reset]: ({ code }) => codeBody("找回密码", code),
  [SmsPurpose.generic]: ({ code }) => codeBody("身份", code),
  [SmsPurpose.apply]: ({ code }) => codeBody("申请", code),
  [SmsNotice.organisationInvitation]: ({ inviter, company, link }) => `${inviter}邀请您加入「${company}」，7天内有效。登录（未注册请先注册）后查看：${link}`,
  [SmsNotice.inquiryInvitation]: ({ buyer, title, deadline, link }) =>
    `${buyer}邀请贵司参与询价《${title}》，报价截止 ${deadline}。请注册并完成企业认证后查看邀请：${link}`,
  [SmsNotice.awardWon]: ({ title }) => `恭喜！贵司在询价单《${title}》中成交，采购方将与您联系，详情请登录会员中心查看。`,
  [SmsNotice.awardLost]: ({ title }) => `询价单《${title}》已定标，贵司未成交。感谢参与。`,
  [SmsNotice.quoteReminder]: ({ title, deadline }) => `${reminderText(title, deadline)}。`,
};
