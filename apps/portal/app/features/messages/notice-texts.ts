/** The notice list's and notice detail's texts. */
export const noticeListTexts = {
  title: "消息通知",
  tabs: "消息分类",
  all: "全部",
  allRead: "全部已读",
  allReadDone: "已将{n}条消息标为已读",
  unread: "未读",
  empty: "暂无消息",
  loadFailed: "消息加载失败，请稍后重试",
  detailTitle: "消息详情",
  missing: "消息不存在或已删除",
  back: "返回消息通知",
  open: "前往处理",
} as const;
