/** A failed platform call: HTTP status, body code and the message shown to the user. */
export class ApiError extends Error {
  readonly status: number;
  readonly code: number;
  readonly msg: string;

  constructor(status: number, code: number, msg: string) {
    super(msg);
    this.name = "ApiError";
    this.status = status;
    this.code = code;
    this.msg = msg;
  }
}
