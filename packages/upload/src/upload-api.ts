import { uploadPaths as contractUploadPaths } from "@cidp/api-client/contract";
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

/** Paths of the upload calls (spec §7), from the API contract. */
export const uploadPaths = { register: contractUploadPaths.register, confirm: contractUploadPaths.callback } as const;

/** Settings of the fetch-based upload API. */
export interface FetchUploadApiOptions {
  /** Base URL of the platform services ("" for same origin). */
  baseUrl: string;
  /** The spec §7 upload headers (client auth, session token, token, company id), per call. */
  getHeaders?: () => Record<string, string> | Promise<Record<string, string>>;
  fetch?: typeof fetch;
}

interface RawRegistration {
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
  };
}

/** The upload calls over fetch, answering in the spec's envelope `{ code, msg, data, success }`. */
export function createFetchUploadApi(options: FetchUploadApiOptions): UploadApi {
  const fetchImpl = options.fetch ?? ((input, init) => globalThis.fetch(input, init));
  async function post<T>(path: string, body: unknown, signal?: AbortSignal): Promise<T> {
    const headers = { "Content-Type": "application/json", ...(await options.getHeaders?.()) };
    const response = await fetchImpl(`${options.baseUrl}${path}`, {
      method: "POST",
      headers,
      body: JSON.stringify(body),
      signal: signal ?? null,
      credentials: "include",
    });
    const envelope = (await response.json().catch(() => null)) as { code?: number; msg?: string; data?: T } | null;
    if (!response.ok || envelope?.code !== 200) throw new UploadApiError(response.status, envelope?.code ?? response.status, envelope?.msg ?? "");
    return envelope.data as T;
  }
  return {
    async register(payload, signal) {
      return readRegistration(await post<RawRegistration>(uploadPaths.register, payload, signal));
    },
    async confirm(resourceId, signal) {
      await post(`${uploadPaths.confirm}?id=${encodeURIComponent(resourceId)}`, {}, signal);
    },
  };
}
