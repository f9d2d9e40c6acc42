import { createHash, createHmac, randomUUID, timingSafeEqual } from "node:crypto";
import { once } from "node:events";
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";

/** A text the fake accepted, as Aliyun received it. */
export interface AliyunReceivedSms {
  phone: string;
  signName: string;
  templateCode: string;
  params: Record<string, string>;
}

/** What the fake Aliyun knows: the account's keys, its approved sign name and templates (code → variable names). */
export interface FakeAliyunOptions {
  accessKeys: Record<string, string>;
  signName: string;
  templates: Record<string, readonly string[]>;
}

/** The fake's address, what it accepted, every error code it answered, and switches for the tests. */
export interface FakeAliyunSms {
  url: string;
  received: AliyunReceivedSms[];
  /** Each refusal's code, in order (a signature refused is here as well as a number). */
  refusals: string[];
  /** Requests that reached SendSms's checks, by phone. */
  attempts(phone: string): number;
  /** Answers isv.BUSINESS_LIMIT_CONTROL for this phone from now on (the phone's daily limit). */
  limit(phone: string): void;
  /** While down, answers 503 ServiceUnavailable before anything else. */
  down: boolean;
  close(): Promise<void>;
}

/** Aliyun's RFC 3986 encoding of the canonical query (encodeURIComponent leaves !'()* alone). */
function percentEncode(value: string): string {
  return encodeURIComponent(value).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
}

const sha256Hex = (data: string | Buffer) => createHash("sha256").update(data).digest("hex");

/** The headers ACS3 requires to be signed. */
const REQUIRED_SIGNED = ["host", "x-acs-action", "x-acs-content-sha256", "x-acs-date", "x-acs-signature-nonce", "x-acs-version"];

/** Aliyun's limit on the age of a request's x-acs-date. */
const MAX_SKEW_MS = 15 * 60_000;

type Refusal = { status: number; code: string; message: string };

/**
 * Checks a request the way Aliyun's gateway does for the V3 signature (ACS3-HMAC-SHA256): the
 * Authorization header names a known AccessKey, the signed headers include the required ones, the
 * body's hash is the one declared, the date is recent and the nonce fresh, and the signature over
 * the canonical request (method, path, the sorted RFC 3986 query, the signed headers, the payload
 * hash) is that key's secret's HMAC-SHA256. Answers the refusal, or null when it holds.
 */
function checkSignature(request: IncomingMessage, url: URL, body: Buffer, keys: Record<string, string>, nonces: Set<string>): Refusal | null {
  const match = /^ACS3-HMAC-SHA256 Credential=([^,]+),SignedHeaders=([^,]+),Signature=([0-9a-f]{64})$/.exec(request.headers.authorization ?? "");
  if (!match) return { status: 400, code: "IncompleteSignature", message: "The request signature does not conform to Aliyun standards." };
  const [, accessKeyId = "", signedList = "", signature = ""] = match;
  const secret = keys[accessKeyId];
  if (secret === undefined) return { status: 404, code: "InvalidAccessKeyId.NotFound", message: "Specified access key is not found." };
  const signedHeaders = signedList.split(";");
  if (REQUIRED_SIGNED.some((name) => !signedHeaders.includes(name)) || signedHeaders.join(";") !== [...signedHeaders].sort().join(";"))
    return { status: 400, code: "IncompleteSignature", message: "The request signature does not conform to Aliyun standards." };
  const payloadHash = sha256Hex(body);
  if (request.headers["x-acs-content-sha256"] !== payloadHash)
    return { status: 400, code: "IncompleteSignature", message: "The x-acs-content-sha256 header does not match the body." };
  const date = Date.parse(String(request.headers["x-acs-date"]));
  if (!Number.isFinite(date) || Math.abs(Date.now() - date) > MAX_SKEW_MS)
    return { status: 400, code: "InvalidTimeStamp.Expired", message: "Specified time stamp or date value is expired." };
  const nonce = String(request.headers["x-acs-signature-nonce"]);
  if (nonces.has(nonce)) return { status: 400, code: "SignatureNonceUsed", message: "Specified signature nonce was used already." };
  const query = [...url.searchParams.entries()]
    .map(([key, value]) => [percentEncode(key), percentEncode(value)] as const)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([key, value]) => `${key}=${value}`)
    .join("&");
  const headers = signedHeaders.map((name) => `${name}:${String(request.headers[name] ?? "").trim()}\n`).join("");
  const canonical = [request.method, url.pathname, query, headers, signedList, payloadHash].join("\n");
  const expected = createHmac("sha256", secret)
    .update(`ACS3-HMAC-SHA256\n${sha256Hex(canonical)}`)
    .digest();
  if (!timingSafeEqual(expected, Buffer.from(signature, "hex")))
    return { status: 400, code: "SignatureDoesNotMatch", message: "Specified signature is not matched with our calculation." };
  nonces.add(nonce);
  return null;
}

/**
 * A local stand-in for Aliyun's SMS API (dysmsapi, SendSms 2017-05-25) for offline tests: it
 * verifies each request's signature as Aliyun does, checks the sign name, template, variables and
 * number as SendSms does, and answers in Aliyun's format: `{ Code: "OK", BizId, RequestId, Message }`,
 * or HTTP 200 with an `isv.*` code for a refused text, or an HTTP error for a refused request.
 */
export async function startFakeAliyunSms(options: FakeAliyunOptions): Promise<FakeAliyunSms> {
  const received: AliyunReceivedSms[] = [];
  const refusals: string[] = [];
  const attemptsByPhone = new Map<string, number>();
  const limited = new Set<string>();
  const nonces = new Set<string>();
  const state = { down: false };

  function answer(response: ServerResponse, status: number, body: Record<string, unknown>) {
    if (typeof body.Code === "string" && body.Code !== "OK") refusals.push(body.Code);
    response.writeHead(status, { "content-type": "application/json;charset=utf-8" });
    response.end(JSON.stringify({ RequestId: randomUUID().toUpperCase(), ...body }));
  }

  function sendSms(query: URLSearchParams): Record<string, unknown> {
    const phone = query.get("PhoneNumbers") ?? "";
    attemptsByPhone.set(phone, (attemptsByPhone.get(phone) ?? 0) + 1);
    const templateCode = query.get("TemplateCode") ?? "";
    const variables = options.templates[templateCode];
    if (query.get("SignName") !== options.signName) return { Code: "isv.SMS_SIGNATURE_ILLEGAL", Message: "该账号下找不到对应签名" };
    if (!variables) return { Code: "isv.SMS_TEMPLATE_ILLEGAL", Message: "该账号下找不到对应模板" };
    if (!/^1[3-9]\d{9}$/.test(phone)) return { Code: "isv.MOBILE_NUMBER_ILLEGAL", Message: "手机号码格式错误" };
    let params: Record<string, string>;
    try {
      params = JSON.parse(query.get("TemplateParam") ?? "{}") as Record<string, string>;
    } catch {
      return { Code: "isv.INVALID_JSON_PARAM", Message: "JSON参数不合法，只接受字符串值" };
    }
    if (variables.some((name) => typeof params[name] !== "string" || params[name] === ""))
      return { Code: "isv.TEMPLATE_MISSING_PARAMETERS", Message: "模板变量缺少对应参数值" };
    if (limited.has(phone)) return { Code: "isv.BUSINESS_LIMIT_CONTROL", Message: "触发号码天级流控Permits:10" };
    received.push({ phone, signName: options.signName, templateCode, params });
    return { Code: "OK", Message: "OK", BizId: `${Date.now()}^0` };
  }

  const server = createServer(async (request, response) => {
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    const body = Buffer.concat(chunks);
    const url = new URL(request.url ?? "/", "http://fake-aliyun");
    if (state.down) return answer(response, 503, { Code: "ServiceUnavailable", Message: "The request has failed due to a temporary failure of the server." });
    const refused = checkSignature(request, url, body, options.accessKeys, nonces);
    if (refused) return answer(response, refused.status, { Code: refused.code, Message: refused.message, HostId: "dysmsapi.aliyuncs.com" });
    if (request.headers["x-acs-action"] !== "SendSms") return answer(response, 404, { Code: "InvalidAction.NotFound", Message: "Specified api is not found." });
    if (request.headers["x-acs-version"] !== "2017-05-25")
      return answer(response, 400, { Code: "InvalidVersion", Message: "Specified parameter Version is not valid." });
    return answer(response, 200, sendSms(url.searchParams));
  });
  server.listen(0, "127.0.0.1");
  await once(server, "listening");
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    received,
    refusals,
    attempts: (phone) => attemptsByPhone.get(phone) ?? 0,
    limit: (phone) => void limited.add(phone),
    get down() {
      return state.down;
    },
    set down(value: boolean) {
      state.down = value;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
