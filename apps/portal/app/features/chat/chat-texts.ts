import { zhCN } from "@cidp/domain";

/** The chat pages' texts (zh-CN); the login-elsewhere notice is the spec's, from the domain catalogue. */
export const chatTexts = {
  title: "我的消息",
  serviceTitle: "在线客服",
  empty: "暂无会话",
  pickChat: "请选择左侧的会话",
  placeholder: "请输入消息，回车发送，Shift+回车换行",
  send: "发送",
  sending: "发送中",
  read: "已读",
  unread: "未读",
  loadingOlder: "正在加载更早的消息…",
  connecting: "正在连接消息服务…",
  offline: "消息服务已断开，正在重连…",
  loginRequired: "请先登录后再使用消息功能",
  serviceLoginRequired: "登录后即可与平台客服在线沟通，登录完成后将回到本页。",
  logIn: "登录",
  /** A line the platform writes into the chat (客服 小刘 为您服务), read out as such. */
  noticeLabel: "系统消息",
  contact: "联系",
  contactLabel: "联系该企业，发起在线会话",
  contactLoginHint: "登录后即可与企业在线沟通",
  noContact: "该企业暂无在线联系人",
  openFailed: "暂时无法发起会话，请稍后再试",
  loginElsewhere: zhCN["chat.login-elsewhere"],
} as const;
