import { randomBytes } from "node:crypto";
import { AwsClient } from "aws4fetch";
import type { ObjectStoreConfig, StsConfig } from "./object-store.config.ts";
import { issueTemporaryCredentials, type TemporaryCredentials } from "./temporary-credentials.ts";

/** What a browser may do with one object key, for a short time. */
export interface CredentialRequest {
  bucket: string;
  key: string;
  ttlSeconds: number;
  /**
   * The registered size: the embedded store refuses more bytes under these credentials. An
   * external store's STS session policy cannot bound an object's size (S3 policies have no such
   * condition for PUT); there the callback deletes bytes of another size than registered, and
   * the hourly sweep deletes what is never confirmed.
   */
  maxBytes?: number;
}

/** Hands out temporary credentials scoped to one object key. */
export interface CredentialIssuer {
  issue(request: CredentialRequest): Promise<TemporaryCredentials>;
}

/** The embedded store's own stateless session tokens (the default). */
export function createEmbeddedCredentialIssuer(rootSecret: string): CredentialIssuer {
  return { issue: async (request) => issueTemporaryCredentials(rootSecret, request) };
}

/** AWS STS and MinIO refuse sessions shorter than 15 minutes or longer than 12 hours. */
export const STS_MIN_DURATION_SECONDS = 900;
const STS_MAX_DURATION_SECONDS = 43_200;

/**
 * The session policy of one upload: the S3 actions a direct upload needs (PutObject covers
 * CreateMultipartUpload, UploadPart and CompleteMultipartUpload), on the one object only. The
 * session gets the intersection of this and the role's own policy.
 */
export function uploadSessionPolicy(bucket: string, key: string): string {
  return JSON.stringify({
    Version: "2012-10-17",
    Statement: [
      {
        Effect: "Allow",
        Action: ["s3:PutObject", "s3:AbortMultipartUpload", "s3:ListMultipartUploadParts"],
        Resource: [`arn:aws:s3:::${bucket}/${key}`],
      },
    ],
  });
}

/** An STS answer that is not 200 or lacks credentials. */
export class StsError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
  ) {
    super(`STS AssumeRole failed: ${status} ${code}`);
    this.name = "StsError";
  }
}

function xmlValue(xml: string, tag: string): string | null {
  const match = new RegExp(`<${tag}>([^<]*)</${tag}>`).exec(xml);
  return match?.[1] ?? null;
}

/**
 * Credentials from an external S3 service's STS: AssumeRole (AWS STS, or MinIO's STS API, which
 * speaks the same protocol) with a session policy naming only the one object key, signed with
 * SigV4 by the server's own key pair. The browser never sees that key pair.
 */
export function createStsCredentialIssuer(sts: StsConfig, options: { fetch?: typeof fetch } = {}): CredentialIssuer {
  const client = new AwsClient({ accessKeyId: sts.accessKeyId, secretAccessKey: sts.secretAccessKey, service: "sts", region: sts.region, retries: 2 });
  const fetchImpl = options.fetch ?? ((input, init) => globalThis.fetch(input, init));
  return {
    async issue(request) {
      const duration = Math.min(STS_MAX_DURATION_SECONDS, Math.max(STS_MIN_DURATION_SECONDS, Math.round(request.ttlSeconds)));
      const form = new URLSearchParams({
        Action: "AssumeRole",
        Version: "2011-06-15",
        RoleSessionName: `cidp-upload-${randomBytes(6).toString("hex")}`,
        DurationSeconds: String(duration),
        Policy: uploadSessionPolicy(request.bucket, request.key),
      });
      // MinIO ignores the role ARN; AWS requires it.
      if (sts.roleArn) form.set("RoleArn", sts.roleArn);
      const signed = await client.sign(sts.endpoint, {
        method: "POST",
        headers: { "content-type": "application/x-www-form-urlencoded; charset=utf-8" },
        body: form.toString(),
      });
      const response = await fetchImpl(signed);
      const text = await response.text();
      if (!response.ok) throw new StsError(response.status, xmlValue(text, "Code") ?? `HTTP${response.status}`);
      const accessKeyId = xmlValue(text, "AccessKeyId");
      const secretAccessKey = xmlValue(text, "SecretAccessKey");
      const sessionToken = xmlValue(text, "SessionToken");
      const expiresAt = Date.parse(xmlValue(text, "Expiration") ?? "");
      if (!accessKeyId || !secretAccessKey || !sessionToken || Number.isNaN(expiresAt)) throw new StsError(response.status, "MalformedResponse");
      return { accessKeyId, secretAccessKey, sessionToken, expiresAt };
    },
  };
}

/** The issuer the configuration calls for: STS when configured, else the embedded store's tokens. */
export function createCredentialIssuer(config: Pick<ObjectStoreConfig, "sts" | "secretAccessKey">): CredentialIssuer {
  return config.sts ? createStsCredentialIssuer(config.sts) : createEmbeddedCredentialIssuer(config.secretAccessKey);
}
