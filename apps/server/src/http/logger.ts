import { maskPhoneNumbers } from "@cidp/domain";
import type { FastifyServerOptions } from "fastify";

/** Masks the middle digits of every 11-digit mainland mobile number in a string. */
export const maskPhones = maskPhoneNumbers;

/** Cuts query values that may carry secrets (token, phone, password) out of a logged URL. */
export function redactUrl(url: string): string {
  const question = url.indexOf("?");
  if (question === -1) return maskPhones(url);
  const params = new URLSearchParams(url.slice(question + 1));
  for (const key of [...params.keys()]) {
    if (/token|password|pwd|secret|code|phone/i.test(key)) params.set(key, "[REDACTED]");
  }
  return `${maskPhones(url.slice(0, question))}?${params.toString()}`;
}

/**
 * Pino options for Fastify: tokens, authorization headers, cookies and passwords are never
 * written; phone numbers in URLs are masked.
 */
export function loggerOptions(level: string): Exclude<FastifyServerOptions["logger"], boolean | undefined> {
  return {
    level,
    redact: {
      paths: [
        "req.headers.authorization",
        "req.headers['x-authorization']",
        "req.headers['x-business-token']",
        "req.headers['x-session-token']",
        "req.headers.token",
        "req.headers.cookie",
        "res.headers['set-cookie']",
        "*.password",
        "*.newPassword",
        "*.oldPassword",
        "*.payPassword",
        "*.token",
        "*.phone",
        "*.phoneNumber",
      ],
      censor: "[REDACTED]",
    },
    serializers: {
      req(request: { method: string; url: string; hostname?: string; ip?: string; headers?: Record<string, unknown> }) {
        return { method: request.method, url: redactUrl(request.url), host: request.hostname, remoteAddress: request.ip };
      },
    },
  };
}
