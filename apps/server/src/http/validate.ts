import type { RefusalReason } from "@cidp/domain";
import type { z } from "zod";

/**
 * An error the error handler answers with its status and message in the envelope, and with its
 * machine-readable `reason` where the page can offer what to do next (certify first, ask to join).
 */
export class HttpError extends Error {
  readonly statusCode: number;
  readonly reason: RefusalReason | undefined;

  constructor(statusCode: number, message: string, reason?: RefusalReason) {
    super(message);
    this.name = "HttpError";
    this.statusCode = statusCode;
    this.reason = reason;
  }
}

/** Parses request input with a contract schema; a failure is a 400 naming the first bad field. */
export function parseInput<S extends z.ZodType>(schema: S, value: unknown): z.output<S> {
  // Postgres text cannot hold NUL; refuse it here rather than fail inside the database.
  if (containsNul(value)) throw new HttpError(400, "请求参数不正确：包含非法字符");
  const result = schema.safeParse(value ?? {});
  if (result.success) return result.data;
  const issue = result.error.issues[0];
  const field = issue && issue.path.length > 0 ? `${issue.path.join(".")}：` : "";
  throw new HttpError(400, `请求参数不正确：${field}${issue?.message ?? "格式错误"}`);
}

function containsNul(value: unknown, depth = 0): boolean {
  if (typeof value === "string") return value.includes("\u0000");
  if (depth > 20 || value === null || typeof value !== "object") return false;
  return Object.entries(value).some(([key, item]) => key.includes("\u0000") || containsNul(item, depth + 1));
}

/**
 * A request body (or a part of one) read field by field before its schema is applied: an object's
 * own fields, or none for anything else (null, an array, a string), so a handler that checks fields
 * in its own order never trips over a malformed body.
 */
export function bodyFields(value: unknown): Record<string, unknown> {
  return value !== null && typeof value === "object" && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
}
