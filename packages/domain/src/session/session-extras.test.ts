import { describe, expect, it } from "vitest";
import { isLoginElsewhere } from "./login-elsewhere.ts";
import { registrationExistsNotice, sendCodeNotice } from "./phone-code.ts";

describe("isLoginElsewhere", () => {
  it.each([
    [{ code: 4, message: "other" }, true],
    [{ code: 4, message: { uuid: "other" } }, true],
    [{ code: 4, message: "mine" }, false],
    [{ code: 4, message: { uuid: "mine" } }, false],
    [{ code: 4 }, false],
    [{ code: 4, message: 7 }, false],
    [{ code: 2, message: "other" }, false],
  ])("%j → %j", (frame, elsewhere) => {
    expect(isLoginElsewhere(frame, "mine")).toBe(elsewhere);
  });
});

describe("phone-code notices", () => {
  it("warns with the server's msg on a non-200 code", () => {
    expect(sendCodeNotice({ code: 429, msg: "发送过于频繁" })).toEqual({ level: "warning", text: "发送过于频繁" });
    expect(sendCodeNotice({ code: 500 })).toEqual({ level: "warning", text: "" });
  });

  it("says 发送成功 on success", () => {
    expect(sendCodeNotice({ code: 200, msg: "ok" })).toEqual({ level: "success", code: "send-code.sent" });
  });

  it("tells a registered phone to log in", () => {
    expect(registrationExistsNotice()).toEqual({ level: "info", codes: ["register.exists", "register.go-login"] });
  });
});
