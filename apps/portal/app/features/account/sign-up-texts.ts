/** The sign-up page's texts. */
export const signUpTexts = {
  title: "注册成为平台会员",
  intro: "注册后即可以企业身份参与建材集采、设备租赁、劳务用工与项目撮合，在线办理认证、询价、投标和金融服务。",
  steps: ["使用手机号注册个人账号（短信验证）", "创建或加入企业，完成企业认证", "发布需求或参与报价、投标"],
  register: "立即注册",
  login: "已有账号，去登录",
  agreement: "注册即表示同意",
} as const;
