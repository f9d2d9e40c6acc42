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

/** zh-CN texts of the SMS alternative to the puzzle (oauth/assist), by why it said no. */
export const captchaAssistMessages = {
  passed: "已改用短信验证",
  bad_phone: "请输入正确的11位手机号",
  limited: "短信验证次数过多，请15分钟后再试，或使用拼图验证",
  busy: "短信验证暂时繁忙，请稍后再试，或使用拼图验证",
  blocked: "验证失败次数过多，请15分钟后再试，或改用账号密码登录",
} as const;
