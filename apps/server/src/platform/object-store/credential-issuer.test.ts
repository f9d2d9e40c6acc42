import { createHash } from "node:crypto";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { createCredentialIssuer, createStsCredentialIssuer, StsError, uploadSessionPolicy } from "./credential-issuer.ts";
import { readObjectStoreConfig, type StsConfig } from "./object-store.config.ts";
import { readSignature, verifySignature } from "./sigv4.ts";

const SERVER_KEYS = { accessKeyId: "AKIDSERVER", secretAccessKey: "server-secret-0123456789abcdef" };
const ROLE = "arn:aws:iam::123456789012:role/cidp-upload";

interface AssumeRoleCall {
  params: URLSearchParams;
  signedHeaders: string[];
}

// A fake STS: checks the SigV4 signature (service sts, body hash included) against the server's
// secret, then answers AssumeRoleResponse XML the way AWS STS does.
let server: Server;
let endpoint: string;
let calls: AssumeRoleCall[] = [];

beforeAll(async () => {
  server = createServer(async (request, response) => {
    let body = "";
    for await (const chunk of request) body += String(chunk);
    const fields = readSignature({ method: request.method ?? "GET", url: request.url ?? "/", headers: request.headers });
    const fail = (status: number, code: string) => {
      response.statusCode = status;
      response.setHeader("Content-Type", "text/xml");
      response.end(`<ErrorResponse><Error><Type>Sender</Type><Code>${code}</Code></Error></ErrorResponse>`);
    };
    if (fields?.service !== "sts") return fail(403, "MissingAuthenticationToken");
    if (fields.accessKeyId !== SERVER_KEYS.accessKeyId) return fail(403, "InvalidClientTokenId");
    // STS signs the body's SHA-256; S3's x-amz-content-sha256 header does not apply.
    const signed = { ...fields, payloadHash: createHash("sha256").update(body).digest("hex") };
    const failure = verifySignature(
      { method: request.method ?? "GET", url: request.url ?? "/", headers: request.headers },
      signed,
      SERVER_KEYS.secretAccessKey,
    );
    if (failure) return fail(403, "SignatureDoesNotMatch");
    const params = new URLSearchParams(body);
    calls.push({ params, signedHeaders: fields.signedHeaders });
    if (params.get("Action") !== "AssumeRole") return fail(400, "InvalidAction");
    const expiration = new Date(Date.now() + Number(params.get("DurationSeconds")) * 1000).toISOString();
    response.setHeader("Content-Type", "text/xml");
    response.end(`<AssumeRoleResponse xmlns="https://sts.amazonaws.com/doc/2011-06-15/">
  <AssumeRoleResult>
    <Credentials>
      <AccessKeyId>ASIATEMPORARY${calls.length}</AccessKeyId>
      <SecretAccessKey>temporary-secret-${calls.length}</SecretAccessKey>
      <SessionToken>FwoGZXIvYXdzEXAMPLE${calls.length}</SessionToken>
      <Expiration>${expiration}</Expiration>
    </Credentials>
    <AssumedRoleUser><Arn>${ROLE}/${params.get("RoleSessionName")}</Arn></AssumedRoleUser>
  </AssumeRoleResult>
</AssumeRoleResponse>`);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  endpoint = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
beforeEach(() => {
  calls = [];
});

const sts = (overrides: Partial<StsConfig> = {}): StsConfig => ({ endpoint, region: "cn-north-1", roleArn: ROLE, ...SERVER_KEYS, ...overrides });

describe("STS credential issuer", () => {
  it("assumes the role with a signed request and a session policy naming only the one key", async () => {
    const issuer = createStsCredentialIssuer(sts());
    const credentials = await issuer.issue({ bucket: "cidp", key: "upload/2026/11/abc.pdf", ttlSeconds: 900 });
    expect(credentials).toMatchObject({ accessKeyId: "ASIATEMPORARY1", secretAccessKey: "temporary-secret-1", sessionToken: "FwoGZXIvYXdzEXAMPLE1" });
    expect(credentials.expiresAt - Date.now()).toBeGreaterThan(890_000);
    expect(credentials.expiresAt - Date.now()).toBeLessThanOrEqual(900_000);

    const [call] = calls;
    expect(call?.params.get("Version")).toBe("2011-06-15");
    expect(call?.params.get("RoleArn")).toBe(ROLE);
    expect(call?.params.get("DurationSeconds")).toBe("900");
    expect(call?.params.get("RoleSessionName")).toMatch(/^cidp-upload-[0-9a-f]{12}$/);
    // The body (and so the policy) is covered by the signed payload hash.
    expect(call?.signedHeaders).toEqual(expect.arrayContaining(["host", "x-amz-date"]));
    const policy = JSON.parse(call?.params.get("Policy") ?? "{}") as { Statement: { Effect: string; Action: string[]; Resource: string[] }[] };
    expect(policy.Statement).toHaveLength(1);
    expect(policy.Statement[0]?.Effect).toBe("Allow");
    expect(policy.Statement[0]?.Resource).toEqual(["arn:aws:s3:::cidp/upload/2026/11/abc.pdf"]);
    expect(policy.Statement[0]?.Action).not.toContain("s3:*");
    expect(policy.Statement[0]?.Action).not.toContain("s3:DeleteObject");
    expect(policy.Statement[0]?.Action).toContain("s3:PutObject");
  });

  it("keeps the duration within what STS accepts (15 minutes to 12 hours)", async () => {
    const issuer = createStsCredentialIssuer(sts());
    await issuer.issue({ bucket: "cidp", key: "a", ttlSeconds: 60 });
    await issuer.issue({ bucket: "cidp", key: "a", ttlSeconds: 100_000 });
    expect(calls.map((c) => c.params.get("DurationSeconds"))).toEqual(["900", "43200"]);
  });

  it("fails with the STS error code when the signature does not match", async () => {
    const issuer = createStsCredentialIssuer(sts({ secretAccessKey: "a-different-secret" }));
    const error = await issuer.issue({ bucket: "cidp", key: "a", ttlSeconds: 900 }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(StsError);
    expect(error).toMatchObject({ status: 403, code: "SignatureDoesNotMatch" });
    expect(calls).toEqual([]);
  });

  it("omits the role ARN for MinIO, whose STS takes none", async () => {
    await createStsCredentialIssuer(sts({ roleArn: "" })).issue({ bucket: "cidp", key: "a", ttlSeconds: 900 });
    expect(calls[0]?.params.has("RoleArn")).toBe(false);
  });

  it("escapes nothing into the policy: a key is one resource, whatever its characters", () => {
    const policy = JSON.parse(uploadSessionPolicy("cidp", 'upload/"引号"/*.pdf')) as { Statement: { Resource: string[] }[] };
    expect(policy.Statement[0]?.Resource).toEqual(['arn:aws:s3:::cidp/upload/"引号"/*.pdf']);
  });
});

describe("configuration", () => {
  it("uses the embedded store's tokens unless an STS is configured", async () => {
    const embedded = readObjectStoreConfig({ OBJECT_STORE_SECRET_KEY: "root-secret" }, "/tmp/x");
    expect(embedded.sts).toBeNull();
    const credentials = await createCredentialIssuer(embedded).issue({ bucket: "cidp", key: "k", ttlSeconds: 900 });
    expect(credentials.sessionToken).toMatch(/^cidp1\./);
  });

  it.each([
    [{ OBJECT_STORE_STS_ROLE_ARN: ROLE, OBJECT_STORE_REGION: "us-east-1" }, "https://sts.us-east-1.amazonaws.com", "us-east-1"],
    [{ OBJECT_STORE_STS_ROLE_ARN: ROLE, OBJECT_STORE_REGION: "cn-north-1" }, "https://sts.cn-north-1.amazonaws.com.cn", "cn-north-1"],
    [{ OBJECT_STORE_STS_ENDPOINT: "https://minio.example.com", OBJECT_STORE_REGION: "us-east-1" }, "https://minio.example.com", "us-east-1"],
  ])("reads the STS settings from %o", (env, expectedEndpoint, expectedRegion) => {
    const config = readObjectStoreConfig(
      { OBJECT_STORE_ENDPOINT: "https://s3.example.com", OBJECT_STORE_ACCESS_KEY: "AKID", OBJECT_STORE_SECRET_KEY: "secret", ...env },
      "/tmp/x",
    );
    expect(config.sts).toMatchObject({ endpoint: expectedEndpoint, region: expectedRegion, accessKeyId: "AKID", secretAccessKey: "secret" });
  });

  it("refuses an STS without the server's key pair", () => {
    expect(() => readObjectStoreConfig({ OBJECT_STORE_STS_ROLE_ARN: ROLE }, "/tmp/x")).toThrow(/OBJECT_STORE_ACCESS_KEY/);
  });
});
