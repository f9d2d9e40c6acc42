/** Why a platform call failed; the host app decides what to show only through the client's hooks. */
export const ApiErrorKind = {
  /** The HTTP status was not 200. */
  http: "http",
  /** HTTP 200, but the body code was not 200. */
  business: "business",
  /** No answer within the timeout. */
  timeout: "timeout",
  /** The request never reached the platform or its answer never came back. */
  network: "network",
  /** HTTP 200 and code 200, but the body does not match the contract. */
  invalidResponse: "invalid-response",
  /** The caller aborted the request. */
  canceled: "canceled",
} as const;

/** One of the `ApiErrorKind` values. */
export type ApiErrorKind = (typeof ApiErrorKind)[keyof typeof ApiErrorKind];

/** A failed platform call: HTTP status, body code and the message shown to the user. */
export class ApiError extends Error {
  /** HTTP status; 0 when no response arrived. */
  readonly status: number;
  /** Body code when the body carried one, else the HTTP status (or 0 without a response). */
  readonly code: number;
  /** The text shown to the user (empty when the failure is silent). */
  readonly msg: string;
  readonly kind: ApiErrorKind;
  /** The parsed response body, when there was one (e.g. a 400 download answered with JSON). */
  readonly body: unknown;

  constructor(status: number, code: number, msg: string, kind: ApiErrorKind = ApiErrorKind.http, body?: unknown, options?: { cause?: unknown }) {
    super(msg || `${kind} ${status}/${code}`, options);
    this.name = "ApiError";
    this.status = status;
    this.code = code;
    this.msg = msg;
    this.kind = kind;
    this.body = body;
  }
}
