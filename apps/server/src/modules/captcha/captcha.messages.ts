/** zh-CN texts of the captcha calls. */
export const captchaMessages = {
  generated: "获取成功",
  passed: "验证通过",
  failed: "验证失败，请重新拖动滑块",
  /** The proof needs one more puzzle (a multi-round challenge): the next one comes with this text. */
  nextRound: "请再完成一次拼图验证",
  /** No challenge for this address or phone until its window passes; the password log-in needs none. */
  blocked: "验证失败次数过多，请15分钟后再试，或改用账号密码登录",
} as const;
