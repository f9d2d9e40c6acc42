import type { SendLimit } from "./sms-limits.ts";

/** zh-CN texts of the SMS calls and codes; `sent` and `registered` are the spec's own. */
export const smsMessages = {
  sent: "发送成功",
  registered: "注册成功",
  goToLogin: "该手机号已注册，请前往登录",
  badPhone: "请输入正确的11位手机号",
  badRequest: "请求参数不正确",
  captchaRequired: "请先完成滑块验证",
  codeWrong: "验证码错误",
  codeMissing: "验证码错误或已过期，请重新获取",
  codeLocked: "验证码错误次数过多，请重新获取",
  badCode: "请输入6位数字！",
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

/** The SMS text carrying a code. */
export function codeText(signature: string, code: string, purposeLabel: string): string {
  return `【${signature}】您的${purposeLabel}验证码为${code}，5分钟内有效，请勿泄露给他人。如非本人操作，请忽略本短信。`;
}
