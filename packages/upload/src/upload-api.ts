import { type CallDeclaration, type CallInput, type CallResult, requestPartsOf, uploadCalls } from "@cidp/api-client/contract";
import { isAlreadyUploaded } from "@cidp/domain";
import type { StorageCredentials } from "./credential-source.ts";
import type { RegisterPayload } from "./register-payload.ts";

/** The register call's answer (spec §3 upload registration), with credentials gathered. */
export interface Registration {
  existed: boolean;
  resourceId: string;
  resourceName: string;
  fileMd5: string;
  /** The object key. */
  uri: string;
  bucketName: string;
  credentials: StorageCredentials;
  /** Storage endpoint and region when the service names them; else the uploader's settings apply. */
  endpoint?: string | undefined;
  region?: string | undefined;
  /** `virtual-hosted` when the store is addressed as `bucket.host/key` (Alibaba OSS, …); else path style. */
  addressing?: "path" | "virtual-hosted" | undefined;
}

/** The two platform calls around a direct upload. */
export interface UploadApi {
  register(payload: RegisterPayload, signal?: AbortSignal): Promise<Registration>;
  confirm(resourceId: string, signal?: AbortSignal): Promise<void>;
}

/** A platform call that did not answer code 200; `msg` is the server's text. */
export class UploadApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: number,
    readonly msg: string,
  ) {
    super(msg || `upload call failed (${status}/${code})`);
    this.name = "UploadApiError";
  }
}

/** Paths of the upload calls (spec §7), from their declarations in the API contract. */
export const uploadPaths = { register: uploadCalls.register.path, confirm: uploadCalls.callback.path } as const;

/** Settings of the fetch-based upload API. */
export interface FetchUploadApiOptions {
  /** Base URL of the platform services ("" for same origin). */
  baseUrl: string;
  /** The spec §7 upload headers (client auth, session token, token, company id), per call. */
  getHeaders?: () => Record<string, string> | Promise<Record<string, string>>;
  fetch?: typeof fetch;
}

/** A register answer's data, as loose as a service may send it (the contract's is one of them). */
export interface RawRegistration {
  existed: number | boolean;
  resourceId: string | number;
  resourceName?: string;
  fileMd5?: string;
  uri: string;
  accessKey?: string;
  accessSecret?: string;
  accessToken?: string;
  bucketName?: string;
  expiration?: string | number | null;
  endpoint?: string;
  region?: string;
  addressing?: "path" | "virtual-hosted";
}

/** Turns the register answer into a Registration. */
export function readRegistration(data: RawRegistration): Registration {
  const expiration = data.expiration == null ? null : typeof data.expiration === "number" ? data.expiration : Date.parse(data.expiration);
  return {
    existed: isAlreadyUploaded(data),
    resourceId: String(data.resourceId),
    resourceName: data.resourceName ?? "",
    fileMd5: data.fileMd5 ?? "",
    uri: data.uri,
    bucketName: data.bucketName ?? "",
    credentials: {
      accessKeyId: data.accessKey ?? "",
      secretAccessKey: data.accessSecret ?? "",
      sessionToken: data.accessToken ?? "",
      expiresAt: Number.isNaN(expiration) ? null : expiration,
    },
    endpoint: data.endpoint,
    region: data.region,
    addressing: data.addressing,
  };
}

/** The code and msg of an envelope, whatever else it holds (a failure's data is null). */
function headOf(answer: unknown): { code?: number; msg?: string } {
  if (answer === null || typeof answer !== "object") return {};
  const { code, msg } = answer as { code?: unknown; msg?: unknown };
  return { ...(typeof code === "number" ? { code } : {}), ...(typeof msg === "string" ? { msg } : {}) };
}

/**
 * The upload calls over plain fetch (sites without axios use it), answering in the spec's envelope
 * `{ code, msg, data, success }`: path, query and body from the calls' declarations in the contract,
 * and a success checked against the declared response.
 */
export function createFetchUploadApi(options: FetchUploadApiOptions): UploadApi {
  const fetchImpl = options.fetch ?? ((input, init) => globalThis.fetch(input, init));
  async function call<D extends CallDeclaration>(declaration: D, input: CallInput<D>, signal?: AbortSignal): Promise<CallResult<D>> {
    const { url, query, body } = requestPartsOf(declaration, input as object);
    const search = new URLSearchParams(Object.entries(query ?? {}).map(([name, value]): [string, string] => [name, String(value)])).toString();
    const headers = { "Content-Type": "application/json", ...(await options.getHeaders?.()) };
    const response = await fetchImpl(`${options.baseUrl}${url}${search ? `?${search}` : ""}`, {
      method: declaration.method,
      headers,
      ...(declaration.method === "GET" ? {} : { body: JSON.stringify(body ?? {}) }),
      signal: signal ?? null,
      credentials: "include",
    });
    const answer: unknown = await response.json().catch(() => null);
    const head = headOf(answer);
    if (!response.ok || head.code !== 200) throw new UploadApiError(response.status, head.code ?? response.status, head.msg ?? "");
    // A portal build may carry the contract without its schemas (the services checked the answer
    // already); with the schema present, code 200 with a body it does not describe is refused:
    // nothing in it can be trusted to upload with.
    const schema = (declaration as { response?: Partial<Pick<D["response"], "safeParse">> }).response;
    if (typeof schema?.safeParse !== "function") return answer as CallResult<D>;
    const parsed = schema.safeParse(answer);
    if (!parsed.success) throw Object.assign(new UploadApiError(response.status, head.code, ""), { cause: parsed.error });
    return parsed.data as CallResult<D>;
  }
  return {
    async register(payload, signal) {
      return readRegistration((await call(uploadCalls.register, payload, signal)).data);
    },
    async confirm(resourceId, signal) {
      await call(uploadCalls.callback, { id: resourceId }, signal);
    },
  };
}
