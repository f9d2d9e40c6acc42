/** The texts of the back office's calls, as staff read them on its pages. */
export const operatorMessages = {
  credentials: "账号或密码错误",
  /** A source that failed too often waits (never a lock of the account, see login-throttle.ts). */
  wait: (seconds: number) => `失败次数较多，请${seconds}秒后再试`,
  code: "动态验证码错误或已使用，请输入验证器当前显示的6位数字",
  notEnrolled: "该账号尚未绑定身份验证器，请使用管理员发放的绑定链接完成绑定",
  disabled: "该账号已停用，请联系平台管理员",
  loggedOut: "登录已失效，请重新登录",
  enrolGone: "绑定链接无效、已使用或已过期，请联系平台管理员重新发放",
  passwordMismatch: "两次输入的密码不一致",
  /** The half session ended after too many wrong codes: the password again, then a code. */
  tooManyCodes: "动态验证码错误次数过多，请重新输入账号密码登录",
  currentPassword: "当前密码不正确",
  samePassword: "新密码不能与当前密码相同",
  passwordChanged: "密码已修改，其他设备上的登录已退出",
  reasonRequired: "请填写驳回原因",
  decided: "该提交已由其他运营人员处理",
  missing: "提交不存在",
  failed: "处理失败，请稍后重试",
  approved: "已审核通过",
  rejected: "已驳回，提交人会收到通知",
  started: "已开始服务，买家会收到通知",
  completed: "已完成服务，买家会收到通知",
  stepStale: "该订单状态已变化，请刷新后查看",
  forbidden: (area: string) => `无权访问：该页面需要「${area}」权限，请联系平台管理员`,
} as const;
