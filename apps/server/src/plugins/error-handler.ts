import { REFUSAL_REASON_KINDS } from "@cidp/domain";
import type { FastifyError, FastifyInstance } from "fastify";
import { hasZodFastifySchemaValidationErrors } from "fastify-type-provider-zod";
import { DATABASE_RETRY_AFTER_SECONDS, isDatabaseUnavailable } from "../db/database-unavailable.ts";
import { fail } from "../http/envelope.ts";
import { REFUSAL_STATUS } from "../http/refusal-status.ts";
import { HttpError } from "../http/validate.ts";
import { Refusal } from "../runtime/refusal.ts";

/** Chinese messages for the request errors Fastify raises itself, by its error code. */
const frameworkMessages: Record<string, string> = {
  FST_ERR_CTP_BODY_TOO_LARGE: "请求内容过大",
  FST_ERR_CTP_INVALID_MEDIA_TYPE: "不支持的请求内容类型",
  FST_ERR_CTP_EMPTY_JSON_BODY: "请求体不能为空",
  FST_ERR_CTP_INVALID_JSON_BODY: "请求体不是有效的 JSON",
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: "请求长度不正确",
};

/**
 * Postgres "data exception" codes (class 22: invalid text, out of range, bad encoding) mean the
 * client sent a value the column cannot take: its mistake, a 400, not a server failure. Drizzle
 * wraps the driver's error, so the code may sit on the cause.
 */
function isDataException(error: unknown): boolean {
  for (let e: unknown = error, depth = 0; e && typeof e === "object" && depth < 3; e = (e as { cause?: unknown }).cause, depth++) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === "string" && /^22[0-9A-Z]{3}$/.test(code)) return true;
  }
  return false;
}

/** A contract validation failure as parseInput words it: the first bad field, then the schema's Chinese message. */
function validationMessage(error: FastifyError): string {
  if (!hasZodFastifySchemaValidationErrors(error)) return `请求参数不正确：${error.message}`;
  const [issue] = error.validation;
  const field = issue?.instancePath.replace(/^\//, "").replaceAll("/", ".") ?? "";
  return `请求参数不正确：${field ? `${field}：` : ""}${issue?.message ?? "格式错误"}`;
}

/** Answers every error in the spec envelope and never leaks a 5xx's details. */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (isDataException(error)) {
      request.log.info({ err: error }, "refused a value the database cannot take");
      return reply.status(400).send(fail(400, "请求参数不正确：数据格式错误"));
    }
    // The database restarting or out of reach: nothing the client did, and over in a moment. A 503
    // with Retry-After tells the balancer and the client to come back, instead of a 500.
    if (isDatabaseUnavailable(error)) {
      request.log.warn({ err: error }, "database unavailable");
      return reply.status(503).header("retry-after", String(DATABASE_RETRY_AFTER_SECONDS)).send(fail(503, "服务暂时不可用，请稍后再试"));
    }
    // A refusal of the rules: its kind alone chooses the status, and travels in the envelope so the
    // page shows the reason instead of asking to retry.
    if (error instanceof Refusal) {
      const refusalStatus = REFUSAL_STATUS[error.kind];
      return reply.status(refusalStatus).send(fail(refusalStatus, error.message, error.reason, error.kind));
    }
    const status = typeof error.statusCode === "number" && error.statusCode >= 400 ? error.statusCode : 500;
    // Headers an error carries (Retry-After of a throttled log-in), as Fastify's own handler sets them.
    const headers = (error as { headers?: unknown }).headers;
    if (status < 500 && headers && typeof headers === "object") reply.headers(headers as Record<string, string>);
    if (status >= 500) {
      request.log.error({ err: error }, "request failed");
      return reply.status(status).send(fail(status, "服务器繁忙，请稍后再试"));
    }
    // A JSON syntax error carries no Fastify code, only a 400 status.
    const known = error.code ? frameworkMessages[error.code] : error instanceof SyntaxError ? frameworkMessages.FST_ERR_CTP_INVALID_JSON_BODY : undefined;
    const msg = known ?? (error.validation ? validationMessage(error) : error.message);
    // An HttpError naming a reason is a refusal of that reason's kind (certify first, registered already).
    const reason = error instanceof HttpError ? error.reason : undefined;
    return reply.status(status).send(fail(status, msg, reason, reason ? REFUSAL_REASON_KINDS[reason] : undefined));
  });
  app.setNotFoundHandler((request, reply) => reply.status(404).send(fail(404, `未找到接口：${request.method} ${request.url.split("?")[0]}`)));
}
