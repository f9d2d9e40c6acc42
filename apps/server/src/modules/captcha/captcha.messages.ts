/** zh-CN texts of the captcha calls. */
export const captchaMessages = {
  generated: "获取成功",
  passed: "验证通过",
  failed: "验证失败，请重新拖动滑块",
  blocked: "验证失败次数过多，请15分钟后再试，或改用短信验证码",
} as const;
