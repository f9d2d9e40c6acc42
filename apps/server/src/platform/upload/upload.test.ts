import { createHash, randomBytes } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { clientOfGrant } from "../../testing/registration-put.ts";
import { startUploadHarness, type UploadHarness } from "../../testing/upload-harness.ts";
import { rootObjectFetch } from "../object-store/root-object-fetch.ts";
import { ABANDONED_AFTER_MS, ABANDONED_UPLOADS_JOB, abandonedUploadsJobKind } from "./abandoned-uploads.ts";
import { createResourceUploads } from "./resource-uploads.ts";
import { createStorageClient } from "./storage-client.ts";
import { uploadServicePaths } from "./upload.schemas.ts";

let h: UploadHarness;
beforeAll(async () => {
  h = await startUploadHarness();
});
afterAll(() => h.close());

const auth = () => ({ authorization: `Bearer ${h.token}`, "x-company-id": String(h.businessId) });
const md5 = (data: Uint8Array) => createHash("md5").update(data).digest("hex");

async function register(file: { name: string; data: Uint8Array }, headers: Record<string, string> = auth()) {
  return h.app.inject({
    method: "POST",
    url: uploadServicePaths.register,
    headers,
    payload: { fileName: file.name, extName: file.name.split(".").pop(), fileSize: file.data.length, hashcode: md5(file.data) },
  });
}

async function putWith(data: Record<string, string>, body: Uint8Array, key = data.uri ?? "") {
  const grant = { accessKey: data.accessKey ?? "", accessSecret: data.accessSecret ?? "", accessToken: data.accessToken ?? "", uri: key };
  return clientOfGrant(grant, h.storage.region).fetch(`${h.storage.endpoint}/${h.storage.bucket}/${key}`, { method: "PUT", body });
}

describe("register", () => {
  it("refuses a caller without a session", async () => {
    const response = await register({ name: "a.pdf", data: randomBytes(10) }, {});
    expect(response.statusCode).toBe(401);
  });

  it("accepts the spec's upload headers (Basic client auth, token, switched company)", async () => {
    const response = await register(
      { name: "a.pdf", data: randomBytes(10) },
      { authorization: "Basic Y2lkcDpzZWNyZXQ=", token: h.token, "x-switch-company-id": String(h.businessId) },
    );
    expect(response.statusCode).toBe(200);
  });

  it("refuses a file the spec's rules refuse", async () => {
    const response = await register({ name: "run.exe", data: randomBytes(10) });
    // A business failure: HTTP 200, the status in the body (spec §8).
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ code: 400, success: false, msg: "run.exe上传失败, 请重试" });
  });

  it("answers credentials that reach only the registered key, then existed = 1 once the callback confirmed it", async () => {
    const file = { name: "资质证书.pdf", data: randomBytes(4096) };
    const first = (await register(file)).json();
    expect(first).toMatchObject({ code: 200, data: { existed: 0, resourceName: "资质证书.pdf", fileMd5: md5(file.data), bucketName: "cidp" } });
    const data = first.data as Record<string, string>;
    expect(Date.parse(data.expiration ?? "") - Date.now()).toBeLessThanOrEqual(900_000);
    expect((await putWith(data, file.data, "uploads/elsewhere.pdf")).status).toBe(403);

    const early = await h.app.inject({ method: "POST", url: `${uploadServicePaths.callback}?id=${data.resourceId}`, headers: auth() });
    expect(early.json()).toMatchObject({ code: 400, msg: "文件尚未上传完成" });

    expect((await putWith(data, file.data)).status).toBe(200);
    const again = (await register(file)).json();
    expect(again.data).toMatchObject({ existed: 0, resourceId: data.resourceId, uri: data.uri });

    const done = await h.app.inject({ method: "POST", url: `${uploadServicePaths.callback}?id=${data.resourceId}`, headers: auth() });
    expect(done.json()).toMatchObject({ code: 200, success: true });
    const third = (await register(file)).json();
    expect(third.data).toMatchObject({ existed: 1, resourceId: data.resourceId, accessKey: "", accessToken: "" });
  });

  it("refuses the callback when the stored size differs from the registered one", async () => {
    const file = { name: "b.pdf", data: randomBytes(100) };
    const data = (await register(file)).json().data as Record<string, string>;
    await putWith(data, file.data.subarray(0, 50));
    const response = await h.app.inject({ method: "POST", url: `${uploadServicePaths.callback}?id=${data.resourceId}`, headers: auth() });
    expect(response.json()).toMatchObject({ code: 400, msg: "文件大小与登记不一致，请重新上传" });
  });

  it("refuses at the store more bytes than registered, in one PUT or in parts: 3 MB under a registration of 5 bytes are never stored", async () => {
    const file = { name: "small.pdf", data: randomBytes(5) };
    const data = (await register(file)).json().data as Record<string, string>;
    const refused = await putWith(data, randomBytes(3 * 1024 * 1024));
    expect(refused.status).toBe(400);
    expect(await refused.text()).toContain("EntityTooLarge");
    expect(await createStorageClient(h.storage).head(data.uri ?? "")).toBeNull();
    // In parts: the first part already passes the registered size.
    const grant = { accessKey: data.accessKey ?? "", accessSecret: data.accessSecret ?? "", accessToken: data.accessToken ?? "", uri: data.uri ?? "" };
    const objectUrl = `${h.storage.endpoint}/${h.storage.bucket}/${data.uri}`;
    const started = await clientOfGrant(grant, h.storage.region).fetch(`${objectUrl}?uploads`, { method: "POST" });
    const uploadId = /<UploadId>([^<]+)<\/UploadId>/.exec(await started.text())?.[1] ?? "";
    const part = await clientOfGrant(grant, h.storage.region).fetch(`${objectUrl}?partNumber=1&uploadId=${uploadId}`, { method: "PUT", body: randomBytes(6) });
    expect(part.status).toBe(400);
    // The registered bytes are taken.
    expect((await putWith(data, file.data)).status).toBe(200);
  });

  it("deletes the bytes a refused callback leaves (an external store takes any size): 3 MB under a registration of 5 bytes stay nowhere", async () => {
    const file = { name: "tiny.pdf", data: randomBytes(5) };
    const data = (await register(file)).json().data as Record<string, string>;
    // As an external store's temporary credentials would take them (S3 policies cannot bound a PUT's size).
    expect((await rootObjectFetch(h.storage)(data.uri ?? "", { method: "PUT", body: randomBytes(3 * 1024 * 1024) })).status).toBe(200);
    const client = createStorageClient(h.storage);
    expect((await client.head(data.uri ?? ""))?.size).toBe(3 * 1024 * 1024);
    const refused = await h.app.inject({ method: "POST", url: `${uploadServicePaths.callback}?id=${data.resourceId}`, headers: auth() });
    expect(refused.json()).toMatchObject({ code: 400, msg: "文件大小与登记不一致，请重新上传" });
    expect(await client.head(data.uri ?? "")).toBeNull();
    // The registration stands: the right bytes are taken afterwards.
    expect((await putWith(data, file.data)).status).toBe(200);
    const done = await h.app.inject({ method: "POST", url: `${uploadServicePaths.callback}?id=${data.resourceId}`, headers: auth() });
    expect(done.json()).toMatchObject({ code: 200, success: true });
  });

  it.each([
    ["a picture over 50 MB", "现场照片.jpg", 51 * 1024 * 1024, "图片文件不能超过50MB"],
    ["a document over 500 MB", "施工组织设计.pdf", 501 * 1024 * 1024, "文档文件不能超过500MB"],
  ])("refuses %s at registration", async (_, fileName, fileSize, msg) => {
    const response = await h.app.inject({
      method: "POST",
      url: uploadServicePaths.register,
      headers: auth(),
      payload: { fileName, extName: fileName.split(".").pop(), fileSize, hashcode: "0".repeat(32) },
    });
    expect(response.json()).toMatchObject({ code: 400, msg });
  });
});

describe("each member's file space", () => {
  it("refuses a new registration past the quota, counting pending registrations, and takes one the member already holds", async () => {
    const quota = await startUploadHarness({}, { quotaMb: 1_024 });
    try {
      const headers = quota.second.headers;
      const registerSized = (fileSize: number, hashcode: string) =>
        quota.app.inject({ method: "POST", url: uploadServicePaths.register, headers, payload: { fileName: "录像.mp4", extName: "mp4", fileSize, hashcode } });
      const first = await registerSized(800 * 1024 * 1024, "a".repeat(32));
      expect(first.json()).toMatchObject({ code: 200 });
      const over = await registerSized(300 * 1024 * 1024, "b".repeat(32));
      expect(over.json()).toMatchObject({ code: 400, msg: "文件存储空间不足：已使用800MB，上限1024MB。请联系平台客服扩容" });
      // The one already registered resumes whatever the space.
      expect((await registerSized(800 * 1024 * 1024, "a".repeat(32))).json()).toMatchObject({ code: 200 });
      // Another member's space is their own.
      const other = await quota.app.inject({
        method: "POST",
        url: uploadServicePaths.register,
        headers: quota.first.headers,
        payload: { fileName: "录像.mp4", extName: "mp4", fileSize: 300 * 1024 * 1024, hashcode: "b".repeat(32) },
      });
      expect(other.json()).toMatchObject({ code: 200 });
    } finally {
      await quota.close();
    }
  });
});

describe("attachments and downloads", () => {
  it("saves, lists, downloads with Content-Disposition and nosniff, and deletes attachments of a business record", async () => {
    const files = [
      { name: "营业执照.png", data: randomBytes(300) },
      { name: "说明.docx", data: randomBytes(200) },
    ];
    const ids: string[] = [];
    for (const file of files) {
      const data = (await register(file)).json().data as Record<string, string>;
      await putWith(data, file.data);
      await h.app.inject({ method: "POST", url: `${uploadServicePaths.callback}?id=${data.resourceId}`, headers: auth() });
      ids.push(data.resourceId ?? "");
    }
    const business = { businessType: "standard-certification", businessId: "7" };
    const saved = await h.app.inject({
      method: "POST",
      url: uploadServicePaths.attachmentSave,
      headers: auth(),
      payload: { ...business, attachments: ids.map((resourceId) => ({ resourceId, modifyStatus: 1 })) },
    });
    expect(saved.statusCode).toBe(200);
    const list = await h.app.inject({
      method: "GET",
      url: `${uploadServicePaths.attachmentList}?businessType=standard-certification&businessId=7`,
      headers: auth(),
    });
    const rows = list.json().data as Record<string, string | number | null>[];
    expect(rows.map((r) => [r.fileName, r.fileExt, r.fileSize, r.modifyStatus, r.createUserName])).toEqual([
      ["营业执照.png", "png", 300, 0, "张建国"],
      ["说明.docx", "docx", 200, 0, "张建国"],
    ]);
    expect(rows[0]?.previewPath).toBeTruthy();
    expect(rows[1]?.previewPath).toBeNull();

    const download = await h.app.inject({ method: "GET", url: String(rows[0]?.filePath) });
    expect(download.statusCode).toBe(200);
    expect(download.headers["content-disposition"]).toBe(`attachment; filename="____.png"; filename*=UTF-8''${encodeURIComponent("营业执照.png")}`);
    expect(download.headers["x-content-type-options"]).toBe("nosniff");
    expect(download.headers["content-type"]).toBe("application/octet-stream");
    expect(download.rawPayload.equals(Buffer.from(files[0]?.data ?? []))).toBe(true);

    const preview = await h.app.inject({ method: "GET", url: String(rows[0]?.previewPath) });
    expect(preview.headers["content-type"]).toBe("image/png");
    expect(preview.headers["content-disposition"]).toMatch(/^inline;/);

    const tampered = String(rows[0]?.filePath).replace(`/${ids[0]}?`, `/${ids[1]}?`);
    expect((await h.app.inject({ method: "GET", url: tampered })).statusCode).toBe(403);

    await h.app.inject({
      method: "POST",
      url: uploadServicePaths.attachmentSave,
      headers: auth(),
      payload: { ...business, attachments: [{ id: rows[0]?.id, modifyStatus: 3 }] },
    });
    const after = await h.app.inject({ method: "POST", url: uploadServicePaths.attachmentList, headers: auth(), payload: business });
    expect((after.json().data as { fileName: string }[]).map((r) => r.fileName)).toEqual(["说明.docx"]);
  });

  it("refuses to attach a resource that was never completed", async () => {
    const data = (await register({ name: "c.pdf", data: randomBytes(10) })).json().data as Record<string, string>;
    const response = await h.app.inject({
      method: "POST",
      url: uploadServicePaths.attachmentSave,
      headers: auth(),
      payload: { businessType: "x", businessId: "1", attachments: [{ resourceId: data.resourceId, modifyStatus: 1 }] },
    });
    expect(response.json()).toMatchObject({ code: 400, msg: "附件尚未上传完成" });
  });
});

describe("the sweep of abandoned registrations", () => {
  it("deletes the bytes of registrations never confirmed within a day, and the registration fails", async () => {
    const file = { name: "未确认.pdf", data: randomBytes(2048) };
    const data = (await register(file)).json().data as Record<string, string>;
    expect((await putWith(data, file.data)).status).toBe(200);
    const uploads = createResourceUploads({ db: h.db, storage: h.storage, warn: () => undefined });
    const sweep = abandonedUploadsJobKind(uploads);
    if (sweep.mode !== "lease") throw new Error("the sweep runs under a lease");
    const run = (now: Date) => sweep.handler({}, { db: h.db, now, signal: new AbortController().signal });
    await run(new Date(Date.now() + 60_000));
    expect(await createStorageClient(h.storage).head(data.uri ?? "")).not.toBeNull();
    await run(new Date(Date.now() + ABANDONED_AFTER_MS + 60_000));
    expect(await createStorageClient(h.storage).head(data.uri ?? "")).toBeNull();
    const callback = await h.app.inject({ method: "POST", url: `${uploadServicePaths.callback}?id=${data.resourceId}`, headers: auth() });
    expect(callback.json()).toMatchObject({ code: 400, msg: "文件校验失败，请重新上传" });
    expect(sweep).toMatchObject({ kind: ABANDONED_UPLOADS_JOB, everyMs: 3_600_000 });
  });
});
