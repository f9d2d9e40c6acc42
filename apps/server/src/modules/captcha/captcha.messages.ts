/** zh-CN texts of the captcha calls. */
export const captchaMessages = {
  generated: "获取成功",
  passed: "验证通过",
  failed: "验证失败，请重新拖动滑块",
} as const;
