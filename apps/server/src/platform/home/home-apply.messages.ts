/** zh-CN texts of the apply calls. */
export const homeApplyMessages = {
  captchaGenerated: "获取成功",
  badRequest: "请求参数不正确",
  badPurpose: "验证码用途不正确",
  illegalCharacter: "请求参数不正确：包含非法字符",
  financeSubmitted: "融资申请已提交，我们会尽快与您联系",
  projectSubmitted: "项目申请已提交，我们会尽快与您联系",
} as const;
