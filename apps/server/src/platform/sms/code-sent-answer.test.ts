import type { FastifyReply } from "fastify";
import { describe, expect, it } from "vitest";
import { HttpError } from "../../http/validate.ts";
import { codeSentAnswer } from "./code-sent-answer.ts";

function recordingReply() {
  const headers = new Map<string, string>();
  const reply = { header: (name: string, value: string) => headers.set(name, value) } as unknown as FastifyReply;
  return { reply, headers };
}

describe("codeSentAnswer", () => {
  it("answers the service's message when the code went out", () => {
    const { reply, headers } = recordingReply();
    expect(codeSentAnswer({ ok: true, msg: "验证码已发送" }, reply)).toMatchObject({ code: 200, data: null, msg: "验证码已发送" });
    expect(headers.size).toBe(0);
  });

  it("refuses with the service's status and says when to try again", () => {
    const { reply, headers } = recordingReply();
    expect(() => codeSentAnswer({ ok: false, status: 429, msg: "发送太频繁", retryAfterSeconds: 42 }, reply)).toThrow(HttpError);
    expect(headers.get("retry-after")).toBe("42");
    try {
      codeSentAnswer({ ok: false, status: 400, msg: "手机号格式不正确" }, reply);
    } catch (error) {
      expect(error).toMatchObject({ statusCode: 400, message: "手机号格式不正确" });
    }
  });
});
