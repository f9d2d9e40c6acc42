import { describe, expect, it } from "vitest";
import { resultMessage } from "./result-message.ts";

const MESSAGES = { saved: "已保存", deleted: "已删除" } as const;
const at = (query: string) => new Request(`http://localhost/help${query}`);

describe("resultMessage", () => {
  it.each([
    ["?result=saved", "已保存"],
    ["?result=deleted&x=1", "已删除"],
    ["", null],
    ["?result=", null],
    ["?result=unknown", null],
    // Keys every object inherits are not messages (they would otherwise render a function's text).
    ["?result=constructor", null],
    ["?result=__proto__", null],
    ["?result=toString", null],
  ])("%s shows %s", (query, expected) => {
    expect(resultMessage(at(query), MESSAGES)).toBe(expected);
  });
});
