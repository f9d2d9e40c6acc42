import { createHash, createHmac, randomUUID, timingSafeEqual } from "node:crypto";
import { once } from "node:events";
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";

/** A text the fake accepted, as Tencent received it. */
export interface TencentReceivedSms {
  phone: string;
  signName: string;
  templateId: string;
  params: string[];
}

/** What the fake Tencent knows: the account's keys, the SMS application, its approved sign name and templates (ID → variable count). */
export interface FakeTencentOptions {
  secretKeys: Record<string, string>;
  sdkAppId: string;
  signName: string;
  templates: Record<string, number>;
}

/** The fake's address, what it accepted, every error code it answered, and switches for the tests. */
export interface FakeTencentSms {
  url: string;
  received: TencentReceivedSms[];
  /** Each refusal's code, in order (a signature refused is here as well as a number). */
  refusals: string[];
  /** Requests that reached SendSms's checks, by phone (as sent: +86…). */
  attempts(phone: string): number;
  /** Answers LimitExceeded.PhoneNumberDailyLimit for this phone (+86…) from now on. */
  limit(phone: string): void;
  /** While down, answers HTTP 502 before anything else. */
  down: boolean;
  close(): Promise<void>;
}

const sha256Hex = (data: string | Buffer) => createHash("sha256").update(data).digest("hex");
const hmac = (key: string | Buffer, data: string) => createHmac("sha256", key).update(data).digest();

/** Tencent's limit on the age of a request's X-TC-Timestamp. */
const MAX_SKEW_SECONDS = 300;

/** The regions Tencent Cloud SMS answers in. */
const REGIONS = new Set(["ap-guangzhou", "ap-beijing", "ap-nanjing"]);

type Refusal = { code: string; message: string };

/**
 * Checks a request the way Tencent's gateway does for TC3-HMAC-SHA256: the Authorization header
 * names a known SecretId, a credential scope of the timestamp's UTC date and of the service the
 * host names (sms), the signed headers include content-type and host, the timestamp is recent,
 * and the signature over the canonical request (method, path, query, the signed headers in lower
 * case, the body's hash) is the one derived from the SecretKey (TC3 + key → date → service →
 * tc3_request). The host is signed without its port, as the SDK signs it (the public host has none).
 * Answers the refusal, or null when it holds.
 */
function checkSignature(request: IncomingMessage, url: URL, body: Buffer, keys: Record<string, string>): Refusal | null {
  const match = /^TC3-HMAC-SHA256 Credential=([^/]+)\/(\d{4}-\d{2}-\d{2})\/([^/]+)\/tc3_request, SignedHeaders=([^,]+), Signature=([0-9a-f]{64})$/.exec(
    request.headers.authorization ?? "",
  );
  if (!match) return { code: "AuthFailure.InvalidAuthorization", message: "Authorization is invalid." };
  const [, secretId = "", date = "", service = "", signedList = "", signature = ""] = match;
  const secretKey = keys[secretId];
  if (secretKey === undefined) return { code: "AuthFailure.SecretIdNotFound", message: "The SecretId is not found." };
  const timestamp = Number(request.headers["x-tc-timestamp"]);
  if (!Number.isInteger(timestamp) || Math.abs(Date.now() / 1000 - timestamp) > MAX_SKEW_SECONDS)
    return { code: "AuthFailure.SignatureExpire", message: "Signature expired." };
  const host = String(request.headers.host ?? "").replace(/:\d+$/, "");
  const signedHeaders = signedList.split(";");
  if (!signedHeaders.includes("content-type") || !signedHeaders.includes("host"))
    return { code: "AuthFailure.InvalidAuthorization", message: "Content-Type and Host must be signed." };
  const headers = signedHeaders.map((name) => `${name}:${(name === "host" ? host : String(request.headers[name] ?? "")).trim().toLowerCase()}\n`).join("");
  const canonical = [request.method, url.pathname, url.search.slice(1), headers, signedList, sha256Hex(body)].join("\n");
  const scope = `${date}/${service}/tc3_request`;
  const stringToSign = `TC3-HMAC-SHA256\n${timestamp}\n${scope}\n${sha256Hex(canonical)}`;
  const signingKey = hmac(hmac(hmac(`TC3${secretKey}`, date), service), "tc3_request");
  const expected = createHmac("sha256", signingKey).update(stringToSign).digest();
  const utcDate = new Date(timestamp * 1000).toISOString().slice(0, 10);
  const servedService = host.split(".")[0];
  if (date !== utcDate || service !== servedService || !timingSafeEqual(expected, Buffer.from(signature, "hex")))
    return { code: "AuthFailure.SignatureFailure", message: "The provided credentials could not be validated. Please check your signature is correct." };
  return null;
}

/**
 * A local stand-in for Tencent Cloud SMS (SendSms 2021-01-11) for offline tests, reached through
 * TENCENT_SMS_ENDPOINT: it answers only for the `sms` service, verifies each request's TC3
 * signature and X-TC-Action/Version/Timestamp/Region as Tencent does, checks the application,
 * sign name and template (a request-wide `Response.Error`) and each number (its `SendStatusSet`
 * entry), and answers in Tencent's format: `{ Response: { SendStatusSet: [{ Code: "Ok", … }], RequestId } }`.
 */
export async function startFakeTencentSms(options: FakeTencentOptions): Promise<FakeTencentSms> {
  const received: TencentReceivedSms[] = [];
  const refusals: string[] = [];
  const attemptsByPhone = new Map<string, number>();
  const limited = new Set<string>();
  const state = { down: false };

  function answer(response: ServerResponse, body: Record<string, unknown>) {
    response.writeHead(200, { "content-type": "application/json" });
    response.end(JSON.stringify({ Response: { ...body, RequestId: randomUUID() } }));
  }
  function refuse(response: ServerResponse, refusal: Refusal) {
    refusals.push(refusal.code);
    answer(response, { Error: { Code: refusal.code, Message: refusal.message } });
  }

  function statusOf(phone: string, templateId: string, params: string[]) {
    attemptsByPhone.set(phone, (attemptsByPhone.get(phone) ?? 0) + 1);
    const status = (code: string, message: string) => {
      if (code !== "Ok") refusals.push(code);
      return { SerialNo: randomUUID(), PhoneNumber: phone, Fee: code === "Ok" ? 1 : 0, SessionContext: "", Code: code, Message: message, IsoCode: "CN" };
    };
    if (!/^\+861[3-9]\d{9}$/.test(phone)) return status("InvalidParameterValue.IncorrectPhoneNumber", "invalid phone number");
    if (limited.has(phone))
      return status("LimitExceeded.PhoneNumberDailyLimit", "the number of sms messages sent from a single mobile number every day exceeds the upper limit");
    received.push({ phone, signName: options.signName, templateId, params });
    return status("Ok", "send success");
  }

  const server = createServer(async (request, response) => {
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    const body = Buffer.concat(chunks);
    const url = new URL(request.url ?? "/", "http://fake-tencent");
    if (state.down) {
      response.writeHead(502);
      return response.end("Bad Gateway");
    }
    const refused = checkSignature(request, url, body, options.secretKeys);
    if (refused) return refuse(response, refused);
    if (request.headers["x-tc-action"] !== "SendSms") return refuse(response, { code: "InvalidAction", message: "The action does not exist." });
    if (request.headers["x-tc-version"] !== "2021-01-11") return refuse(response, { code: "NoSuchVersion", message: "The version does not exist." });
    if (!REGIONS.has(String(request.headers["x-tc-region"]))) return refuse(response, { code: "UnsupportedRegion", message: "The region is not supported." });
    const input = JSON.parse(body.toString("utf8")) as {
      PhoneNumberSet?: string[];
      SmsSdkAppId?: string;
      SignName?: string;
      TemplateId?: string;
      TemplateParamSet?: string[];
    };
    const templateId = input.TemplateId ?? "";
    const params = input.TemplateParamSet ?? [];
    if (input.SmsSdkAppId !== options.sdkAppId)
      return refuse(response, { code: "InvalidParameterValue.SdkAppIdNotExist", message: "SdkAppId does not exist." });
    if (input.SignName !== options.signName)
      return refuse(response, { code: "FailedOperation.SignatureIncorrectOrUnapproved", message: "The signature is incorrect or unapproved." });
    if (options.templates[templateId] === undefined)
      return refuse(response, { code: "FailedOperation.TemplateIncorrectOrUnapproved", message: "The template is incorrect or unapproved." });
    if (params.length !== options.templates[templateId])
      return refuse(response, { code: "FailedOperation.TemplateParamSetNotMatchApprovedTemplate", message: "The template parameters do not match." });
    return answer(response, { SendStatusSet: (input.PhoneNumberSet ?? []).map((phone) => statusOf(phone, templateId, params)) });
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
