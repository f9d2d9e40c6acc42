import { describe, expect, it } from "vitest";
import { formatMessage, messageOf } from "./format-message.ts";
import { zhCN } from "./messages.zh-cn.ts";

describe("formatMessage", () => {
  it.each([
    [formatMessage("upload.extension-not-accepted", { file: "a.exe" }), "a.exe 文件不符合上传条件"],
    [formatMessage("upload.file-over-cap", { n: 10 }), "文件过大，请上传10M以下文件"],
    [formatMessage("upload.too-many-files", { n: 99 }), "最多上传99个文件"],
    [formatMessage("upload.register-failed", { file: "图纸.pdf" }), "图纸.pdf上传失败, 请重试"],
    [formatMessage("download.slow", { file: "视频.mp4" }), "视频.mp4文件超过100M，下载需等待"],
    [formatMessage("http.status", { status: 502 }), "请求出错，状态码：502"],
    [formatMessage("pin.invalid"), "请输入6位数字！"],
  ])("fills %j", (actual, expected) => {
    expect(actual).toBe(expected);
  });

  it("never expands a placeholder that arrives inside a value", () => {
    expect(formatMessage("upload.register-failed", { file: "{file}" })).toBe("{file}上传失败, 请重试");
  });
});

describe("messageOf", () => {
  it("turns a failure into its text", () => {
    expect(messageOf({ code: "upload.too-many-files", params: { n: 1 } })).toBe("最多上传1个文件");
    expect(messageOf({ code: "download.no-selection" })).toBe("请选择附件");
  });

  it("leaves a parameter it was not given visible rather than blank", () => {
    expect(messageOf({ code: "upload.too-many-files", params: {} })).toBe("最多上传{n}个文件");
  });
});

describe("zhCN catalogue", () => {
  it("keeps the spec's quoted texts verbatim", () => {
    expect(zhCN).toMatchObject({
      "upload.file-empty": "文件过小，请检查后重新上传",
      "upload.file-too-large-4g": "文件过大，请上传4G以下文件",
      "upload.read-failed": "文件读取失败，请重新选择",
      "upload.failed": "上传失败, 请重试",
      "download.failed": "文件下载失败，请重新尝试",
      "video.unplayable": "此视频暂无法播放，请稍后再试",
      "video.not-loaded": "请等待视频加载完毕",
      "phone.invalid": "请输入11位手机号！",
      "phone.invalid-for-code": "请输入正确的11位手机号",
      "send-code.sent": "发送成功",
      "register.exists": "注册成功",
      "chat.login-elsewhere": "账号已经在别处登录",
      "logout.title": "系统提示",
      "logout.message": "确定退出登录？",
      "logout.confirm": "确认退出",
      "logout.cancel": "取消",
    });
  });

  it("holds only non-empty texts with a Chinese character in each", () => {
    for (const text of Object.values(zhCN)) expect(text).toMatch(/[\u4e00-\u9fa5]/);
  });
});
