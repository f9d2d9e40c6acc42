/** zh-CN texts of the error ingest's answers; a refusal names what was wrong with the envelope. */
export const errorReportMessages = {
  received: "上报成功",
  empty: "错误上报内容为空",
  malformed: "错误上报格式不正确",
  badEnvelopeHeader: "错误上报格式不正确：信封头不是 JSON 对象",
  badItemHeader: "错误上报格式不正确：条目头不是 JSON 对象或缺少类型",
  badLength: "错误上报格式不正确：条目长度超出内容",
  tooManyItems: "错误上报格式不正确：条目过多",
  badEvent: "错误上报格式不正确：事件不是 JSON 对象",
  tooDeep: "错误上报格式不正确：事件嵌套层级过深",
  wrongKey: "错误上报的项目或密钥不正确",
  encoding: "不支持的内容编码",
} as const;
