/** The slider puzzle dialog's texts (the login service's captcha, spec §5). */
export const captchaTexts = {
  title: "安全验证",
  hint: "拖动滑块，使拼图与缺口吻合",
  loading: "正在加载验证图片…",
  failed: "验证失败，请重新拖动滑块",
  unavailable: "验证服务暂时不可用，请稍后再试",
} as const;
