// The upload calls of spec §7 through the typed client, with the spec's upload headers, against
// the upload service and its embedded object store: register, direct upload, callback,
// attachments saved and listed.
import { createHash, randomBytes } from "node:crypto";
import { type ApiClient, ApiError, confirmUpload, createApiClient, getAttachmentList, registerUpload, saveAttachments } from "@cidp/api-client";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { putWithGrant } from "../testing/registration-put.ts";
import { startUploadHarness, type UploadHarness } from "../testing/upload-harness.ts";

let h: UploadHarness;
let client: ApiClient;
const headersSeen: Record<string, string | undefined>[] = [];

beforeAll(async () => {
  h = await startUploadHarness();
  const session = { platformToken: h.token, companyId: h.businessId };
  client = createApiClient({ baseURL: h.baseURL, getSession: () => session, uploadClient: { id: "cidp-portal", secret: "portal-secret" } });
  // A response carries the headers its request left with, after every request interceptor ran.
  client.http.interceptors.response.use((response) => {
    const pick = (name: string) => {
      const value = response.config.headers.get(name);
      return typeof value === "string" ? value : undefined;
    };
    headersSeen.push({
      authorization: pick("authorization"),
      token: pick("token"),
      switchCompanyId: pick("x-switch-company-id"),
      sessionToken: pick("x-session-token"),
    });
    return response;
  });
});
afterAll(() => h.close());

const md5 = (data: Uint8Array) => createHash("md5").update(data).digest("hex");

async function putObject(
  registration: { accessKey: string; accessSecret: string; accessToken: string; uri: string; bucketName: string; region: string },
  body: Uint8Array,
) {
  expect(await putWithGrant({ ...h.storage, bucket: registration.bucketName, region: registration.region }, registration, body)).toBe(200);
}

describe("upload calls against the upload service", () => {
  it("is accepted with the spec's upload headers: basic client auth, bearer session token, token, switched company", async () => {
    headersSeen.length = 0;
    await registerUpload(client, { fileName: "a.pdf", extName: "pdf", fileSize: 10, hashcode: md5(randomBytes(10)) });
    expect(headersSeen[0]).toEqual({
      authorization: `Basic ${Buffer.from("cidp-portal:portal-secret").toString("base64")}`,
      token: h.token,
      switchCompanyId: String(h.businessId),
      sessionToken: `Bearer ${h.token}`,
    });
  });

  it("registers, uploads directly, confirms, then saves and lists the attachment; a second register finds it existed", async () => {
    const data = new TextEncoder().encode("项目验收报告：合格。");
    const file = { fileName: "验收报告.txt", extName: "txt", fileSize: data.length, hashcode: md5(data) };
    const { data: registration } = await registerUpload(client, file);
    expect(registration).toMatchObject({ existed: 0, resourceName: "验收报告.txt", fileMd5: file.hashcode });
    await putObject(registration, data);
    const confirmed = await confirmUpload(client, { id: registration.resourceId });
    expect(confirmed.data.resourceId).toBe(registration.resourceId);
    expect((await registerUpload(client, file)).data).toMatchObject({ existed: 1, resourceId: registration.resourceId, accessKey: "" });

    const record = { businessType: "acceptance", businessId: "P-2024-001" };
    const saved = await saveAttachments(client, { ...record, attachments: [{ resourceId: registration.resourceId, modifyStatus: 1 }] });
    expect(saved.data.map((a) => a.fileName)).toEqual(["验收报告.txt"]);
    const listed = await getAttachmentList(client, record);
    // Each answer signs its download address afresh (expiry and signature): the rest is the same record.
    const unsigned = (attachments: typeof saved.data) => attachments.map((a) => ({ ...a, filePath: a.filePath.replace(/&e=\d+&s=[\w-]+$/, "") }));
    expect(unsigned(listed.data)).toEqual(unsigned(saved.data));
    expect(listed.data[0]?.filePath).toMatch(/&e=\d+&s=[\w-]+$/);

    const removed = await saveAttachments(client, { ...record, attachments: [{ id: listed.data[0]?.id, modifyStatus: 3 }] });
    expect(removed.data).toEqual([]);
  });

  it("rejects the callback of a file that never reached the store with the service's message", async () => {
    const messages: string[] = [];
    const session = { platformToken: h.token, companyId: h.businessId };
    const watched = createApiClient({ baseURL: h.baseURL, getSession: () => session, onMessage: (_, text) => messages.push(text) });
    const { data: registration } = await registerUpload(watched, { fileName: "缺失.pdf", extName: "pdf", fileSize: 20, hashcode: md5(randomBytes(20)) });
    const error = await confirmUpload(watched, { id: registration.resourceId }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    // A business failure travels in the body (spec §8), so the member reads why.
    expect(error).toMatchObject({ status: 200, code: 400, kind: "business", msg: "文件尚未上传完成" });
    expect(messages).toEqual(["文件尚未上传完成"]);
  });
});
