import type { FastifyError, FastifyInstance } from "fastify";
import { fail } from "../http/envelope.ts";

/** Chinese messages for the request errors Fastify raises itself, by its error code. */
const frameworkMessages: Record<string, string> = {
  FST_ERR_CTP_BODY_TOO_LARGE: "请求内容过大",
  FST_ERR_CTP_INVALID_MEDIA_TYPE: "不支持的请求内容类型",
  FST_ERR_CTP_EMPTY_JSON_BODY: "请求体不能为空",
  FST_ERR_CTP_INVALID_JSON_BODY: "请求体不是有效的 JSON",
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: "请求长度不正确",
};

/** Answers every error in the spec envelope and never leaks a 5xx's details. */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const status = typeof error.statusCode === "number" && error.statusCode >= 400 ? error.statusCode : 500;
    if (status >= 500) {
      request.log.error({ err: error }, "request failed");
      return reply.status(status).send(fail(status, "服务器繁忙，请稍后再试"));
    }
    // A JSON syntax error carries no Fastify code, only a 400 status.
    const known = error.code ? frameworkMessages[error.code] : error instanceof SyntaxError ? frameworkMessages.FST_ERR_CTP_INVALID_JSON_BODY : undefined;
    const msg = known ?? (error.validation ? `请求参数不正确：${error.message}` : error.message);
    return reply.status(status).send(fail(status, msg));
  });
  app.setNotFoundHandler((request, reply) => reply.status(404).send(fail(404, `未找到接口：${request.method} ${request.url.split("?")[0]}`)));
}
