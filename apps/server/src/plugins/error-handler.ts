import type { FastifyError, FastifyInstance } from "fastify";
import { fail } from "../http/envelope.ts";

/** Answers every error in the spec envelope and never leaks a 5xx's details. */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const status = typeof error.statusCode === "number" && error.statusCode >= 400 ? error.statusCode : 500;
    if (status >= 500) {
      request.log.error({ err: error }, "request failed");
      return reply.status(status).send(fail(status, "服务器繁忙，请稍后再试"));
    }
    const msg = error.validation ? `请求参数不正确：${error.message}` : error.message;
    return reply.status(status).send(fail(status, msg));
  });
  app.setNotFoundHandler((request, reply) => reply.status(404).send(fail(404, `未找到接口：${request.method} ${request.url.split("?")[0]}`)));
}
