/**
 * The zh-CN catalogue: every user-facing text of the rules, keyed by a stable English code.
 * Texts in quotes in the spec are kept verbatim (including its half-width comma in
 * '上传失败, 请重试'); `{name}` marks a parameter. Texts the spec only describes are ours and
 * marked so below, so a copy editor knows which ones may change.
 */
export const zhCN = {
  // §5 file upload
  "upload.extension-not-accepted": "{file} 文件不符合上传条件",
  "upload.file-empty": "文件过小，请检查后重新上传",
  "upload.file-too-large-4g": "文件过大，请上传4G以下文件",
  "upload.file-over-cap": "文件过大，请上传{n}M以下文件",
  "upload.too-many-files": "最多上传{n}个文件",
  "upload.read-failed": "文件读取失败，请重新选择",
  // §8 upload and download
  "upload.failed": "上传失败, 请重试",
  "upload.register-failed": "{file}上传失败, 请重试",
  "download.failed": "文件下载失败，请重新尝试",
  "download.slow": "{file}文件超过100M，下载需等待",
  "download.no-selection": "请选择附件",
  "video.unplayable": "此视频暂无法播放，请稍后再试",
  "video.not-loaded": "请等待视频加载完毕",
  // §5 PIN and phone
  "pin.invalid": "请输入6位数字！",
  "phone.invalid": "请输入11位手机号！",
  "phone.invalid-for-code": "请输入正确的11位手机号",
  // ours: the spec does not show the helper check's three texts
  "phone.empty": "请输入手机号",
  "phone.wrong-length": "手机号应为11位",
  "phone.wrong-format": "手机号格式不正确",
  // ours: check-digit rules of GB 11643 (身份证号), GB 32100 (统一社会信用代码) and bank cards (Luhn)
  "id-card.format": "身份证号应为18位：前17位为数字，末位为数字或大写X",
  "id-card.region": "身份证号前两位不是有效的省级行政区划代码",
  "id-card.birth-date-invalid": "身份证号中的出生日期不存在",
  "id-card.birth-date-future": "身份证号中的出生日期晚于今天",
  "id-card.check-digit": "身份证号校验码不正确，请核对后重新输入",
  "credit-code.format": "统一社会信用代码应为18位数字或大写字母（不含I、O、S、V、Z）",
  "credit-code.authority": "统一社会信用代码第1位（登记管理部门代码）无效",
  "credit-code.institution-type": "统一社会信用代码第2位（机构类别代码）无效",
  "credit-code.region": "统一社会信用代码第3至8位应为6位数字的行政区划代码",
  "credit-code.check-char": "统一社会信用代码校验码不正确，请核对后重新输入",
  "bank-card.format": "银行卡号应为12至19位数字",
  "bank-card.check-digit": "银行卡号校验未通过，请核对后重新输入",
  // §7 phone widget
  "send-code.sent": "发送成功",
  // ours: the spec gives the button's meaning ('send code') and a 60 s countdown
  "send-code.label": "发送验证码",
  "send-code.countdown": "{n}秒后重新发送",
  "register.exists": "注册成功",
  // ours: the note that goes with it
  "register.go-login": "该手机号已注册，请前往登录",
  // §8 HTTP wrapper
  "http.status": "请求出错，状态码：{status}",
  // ours: the spec gives the meaning of these two
  "http.timeout": "请求超时，请检查网络或稍后重试",
  "http.network": "网络连接失败，请检查网络设置",
  // ours: route errors (the spec quotes the framework's English defaults)
  "route.not-found": "抱歉，您访问的页面不存在",
  "route.unknown-middleware": "未知的中间件",
  "route.error": "出错了",
  "route.back-home": "返回首页",
  // §8 chat and session
  "chat.login-elsewhere": "账号已经在别处登录",
  // ours: 'please log in'
  "auth.please-login": "请先登录",
  // §4 logout dialog
  "logout.title": "系统提示",
  "logout.message": "确定退出登录？",
  "logout.confirm": "确认退出",
  "logout.cancel": "取消",
  // ours: header, banner, drawer and footer texts the spec describes
  "header.login": "登录",
  "header.register": "注册",
  "header.personal-center": "个人中心",
  "header.logout": "退出登录",
  "banner.search-placeholder": "请输入您想搜索的内容",
  "banner.search-button": "搜索",
  "top-text.default": "热烈祝贺省建筑产业数字化平台正式上线！",
  "drawer.tab.benefits": "福利优惠",
  "drawer.tab.order-service": "订单服务",
  "drawer.tab.service-notice": "服务通知",
  "drawer.tab.system-notice": "系统通知",
  "drawer.mark-all-read": "全部已读",
  "drawer.close": "关闭",
  "drawer.view-more": "查看更多",
  /** Which of the member's companies a notice concerns (two 未中标 notices, one per business, read alike otherwise). */
  "notice.company": "所属企业：{name}",
  "footer.friendly-links": "友情链接",
  "footer.hotline-hours": "服务时间：9:30-18:30",
  "footer.service-hours": "服务时间：{hours}",
  "footer.privacy-policy": "隐私政策",
  "footer.copyright-notice": "版权声明",
  "footer.user-agreement": "用户协议",
  "menu.supply-demand": "供需对接",
  "menu.digital-platform": "数字平台",
  "menu.comprehensive-services": "综合服务",
  "menu.smart-supervision": "智慧监管",
  "menu.news": "新闻资讯",
  "menu.enterprise-style": "企业风采",
  "menu.research-innovation": "科研创新",
  "menu.party-building": "党建引领",
} as const;

/** A code of the zh-CN catalogue. */
export type MessageCode = keyof typeof zhCN;
