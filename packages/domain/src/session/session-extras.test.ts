import { describe, expect, it } from "vitest";
import { isLoginElsewhere } from "./login-elsewhere.ts";

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
