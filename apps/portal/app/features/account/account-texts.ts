import { passwordLinkTexts } from "../../lib/personal-center-texts.ts";

/** The member center's password pages (/user/password/{edit,refind,set,same}): their zh-CN texts. */
export const accountTexts = {
  /** The entries of the personal center's list. */
  links: passwordLinkTexts,
  submit: "确定",
  backToCenter: "返回个人中心",
  failed: "操作未成功，请稍后重试",
  sessionEnded: "登录已失效，请重新登录后再试",
  invalid: "{label}格式不正确",
  passwordHint: "8-32位，需同时包含字母和数字",
  fields: {
    oldPassword: "原密码",
    newPassword: "新密码",
    confirmPassword: "确认新密码",
    phone: "手机号",
    code: "短信验证码",
    payPassword: "支付密码",
    confirmPayPassword: "确认支付密码",
    password: "登录密码",
  },
  required: {
    oldPassword: "请输入原密码",
    newPassword: "请输入新密码",
    confirmPassword: "请再次输入新密码",
    phone: "请输入手机号",
    code: "请输入短信验证码",
    payPassword: "请输入6位数字支付密码",
    confirmPayPassword: "请再次输入支付密码",
    password: "请输入登录密码",
  },
  captcha: {
    title: "安全验证",
    hint: "向右拖动滑块，将拼图移入缺口后松开；也可用方向键移动、回车确认。",
    loading: "正在加载验证图片…",
    failed: "验证未通过，请重新拖动滑块",
    unavailable: "验证图片加载失败，请稍后重试",
    /** The way round the puzzle for people who cannot drag or see it: the code itself proves them. */
    alternative: "无法拖动？改用短信验证",
    alternativeSending: "正在发送短信验证码…",
  },
  edit: {
    title: "修改登录密码",
    intro: "修改后，您在其他设备上的登录将全部退出，当前设备保持登录。",
    success: "密码修改成功",
    othersLoggedOut: "其他设备上的登录已全部退出，下次请使用新密码登录。",
  },
  refind: {
    title: "找回登录密码",
    intro: "输入账号绑定的手机号，完成滑块验证并获取短信验证码后设置新密码。重置后，该账号在所有设备上的登录都将退出。",
    success: "密码重置成功",
    loginAgain: "该账号在所有设备上的登录已退出（包括当前设备），请使用新密码重新登录。",
    login: "重新登录",
  },
  set: {
    title: "设置登录密码",
    intro: "通过短信验证码登录、尚未设置或忘记登录密码时，可凭本人手机收到的验证码设置新的登录密码，无需输入原密码。",
    sendTo: "验证码将发送至您的手机：",
    unknownPhone: "验证码将发送至您账号绑定的手机。",
    success: "登录密码设置成功",
    othersLoggedOut: "其他设备上的登录已全部退出，当前设备保持登录。",
  },
  same: {
    title: "支付密码",
    intro: "支付密码是6位数字，用于在平台内确认付款（如课程购买、服务订单）。设置或修改时需输入登录密码确认是本人操作。",
    isSet: "您已设置支付密码，可在此修改。",
    notSet: "您尚未设置支付密码。",
    payPasswordHint: "6位数字",
    mismatch: "两次输入的支付密码不一致",
    success: "支付密码设置成功",
    successNote: "之后在平台内付款时，请输入新的支付密码。",
  },
} as const;
