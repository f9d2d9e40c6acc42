// The editor's pictures through the upload engine: a staff account registers a picture, puts the
// bytes straight into the embedded store with the credentials it was given, and confirms; the
// confirmation verifies the stored bytes and the picture rule and publishes the picture at its
// lasting address. Staff resources and members' resources never cross: a member's calls cannot
// confirm, attach or reuse a staff resource, nor the staff a member's.
import { createHash } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { putWithGrant } from "../../testing/registration-put.ts";
import { type HarnessMember, startUploadHarness, type UploadHarness } from "../../testing/upload-harness.ts";
import { createMemoryObjectBytes } from "../object-store/memory-object-bytes.ts";
import type { ObjectBytes } from "../object-store/object-bytes.ts";
import { createResourceUploads } from "../upload/resource-uploads.ts";
import { uploadResources } from "../upload/schema.ts";
import { createStorageClient } from "../upload/storage-client.ts";
import { uploadServicePaths } from "../upload/upload.schemas.ts";
import { CONTENT_PICTURE_PATH, type ContentPictures, createContentPictures } from "./content-pictures.ts";
import { contentPictures } from "./schema.ts";

const MAX = 3 * 1024 * 1024;
/** A 1×1 PNG. */
const PNG = Buffer.from("iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==", "base64");
const SVG = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');

let h: UploadHarness;
let pictures: ContentPictures;
let objects: ObjectBytes;
let member: HarnessMember;
/** Two staff accounts; the first has the same id as the member, which must not make them one owner. */
let staff: number;
const otherStaff = 900_002;

beforeAll(async () => {
  h = await startUploadHarness();
  member = h.first;
  staff = member.memberId;
  objects = createMemoryObjectBytes();
  const uploads = createResourceUploads({ db: h.db, storage: h.storage, warn: () => undefined });
  pictures = createContentPictures(h.db, objects, { maxBytes: MAX, uploads });
});
afterAll(() => h.close());

const md5Of = (data: Uint8Array) => createHash("md5").update(data).digest("hex");
const claim = (fileName: string, data: Uint8Array) => ({ fileName, extName: fileName.split(".").pop() ?? "", fileSize: data.length, hashcode: md5Of(data) });

type Registration = Awaited<ReturnType<ContentPictures["register"]>>;

/** The browser's part: the bytes straight into the store with the registration's temporary credentials. */
const put = (registration: Registration, body: Uint8Array) => putWithGrant(h.storage, registration, body);

const resourceRow = async (id: string) =>
  (
    await h.db
      .select()
      .from(uploadResources)
      .where(eq(uploadResources.id, Number(id)))
  )[0];

async function memberCall(url: string, payload?: object) {
  const response = await h.app.inject({ method: "POST", url, headers: member.headers, ...(payload ? { payload } : {}) });
  return response.json() as { code: number; msg: string; data: { existed: number; resourceId: string } | null };
}

describe("a staff account's picture through the upload engine", () => {
  it("is registered as the staff's own, uploaded straight to storage, verified and published at a lasting address", async () => {
    const registration = await pictures.register(claim("现场.png", PNG), staff);
    expect(registration.existed).toBe(0);
    expect(registration.accessToken).not.toBe("");
    expect(await resourceRow(registration.resourceId)).toMatchObject({ staffId: staff, createdBy: null, status: "pending" });
    expect(await put(registration, PNG)).toBe(200);

    const { url } = await pictures.confirm(Number(registration.resourceId), staff);
    expect(url).toMatch(new RegExp(`^${CONTENT_PICTURE_PATH}/[0-9a-f-]{36}\\.png$`));
    expect(await resourceRow(registration.resourceId)).toMatchObject({ status: "complete" });
    const name = url.slice(CONTENT_PICTURE_PATH.length + 1);
    expect(Buffer.from((await pictures.read(name))?.bytes ?? []).equals(PNG)).toBe(true);
    const [kept] = await h.db
      .select()
      .from(contentPictures)
      .where(eq(contentPictures.objectKey, `content-pictures/${name}`));
    expect(kept).toMatchObject({ operatorId: staff, contentType: "image/png", byteSize: PNG.length, fileName: "现场.png" });

    // The same picture again: already uploaded (no credentials), and confirmed at once.
    const again = await pictures.register(claim("现场.png", PNG), staff);
    expect(again).toMatchObject({ existed: 1, resourceId: registration.resourceId, accessToken: "" });
    expect((await pictures.confirm(Number(again.resourceId), staff)).url).toMatch(/\.png$/);
  });

  it.each([
    ["an SVG", "图.svg", SVG, 400, "只能插入JPG、PNG或WEBP格式的图片"],
    ["a PDF", "说明.pdf", PNG, 400, "只能插入JPG、PNG或WEBP格式的图片"],
    ["a picture over 3 MB", "大图.png", Buffer.concat([PNG, Buffer.alloc(MAX)]), 413, "图片不能超过3MB"],
  ])("refuses to register %s", async (_, fileName, data, status, message) => {
    await expect(pictures.register(claim(fileName, data), staff)).rejects.toMatchObject({ status, message });
  });

  it("refuses bytes that are no picture whatever the name says (an SVG named .png), and deletes them", async () => {
    const registration = await pictures.register(claim("伪装.png", SVG), staff);
    expect(await put(registration, SVG)).toBe(200);
    await expect(pictures.confirm(Number(registration.resourceId), staff)).rejects.toMatchObject({ status: 400, message: "只能插入JPG、PNG或WEBP格式的图片" });
    expect(await resourceRow(registration.resourceId)).toMatchObject({ status: "failed" });
    expect(await createStorageClient(h.storage).head(registration.uri)).toBeNull();
    await expect(pictures.confirm(Number(registration.resourceId), staff)).rejects.toMatchObject({ kind: "invalid", message: "文件校验失败，请重新上传" });
  });

  it("refuses a confirmation before the upload, and bytes other than the registered ones", async () => {
    const data = Buffer.concat([PNG, Buffer.from("尾部")]);
    const registration = await pictures.register(claim("未传.png", data), staff);
    await expect(pictures.confirm(Number(registration.resourceId), staff)).rejects.toMatchObject({ kind: "invalid", message: "文件尚未上传完成" });
    const swapped = Buffer.from(data).map((b) => b ^ 0xff);
    expect(await put(registration, swapped)).toBe(200);
    await expect(pictures.confirm(Number(registration.resourceId), staff)).rejects.toMatchObject({ kind: "invalid", message: "文件校验失败，请重新上传" });
    expect(await resourceRow(registration.resourceId)).toMatchObject({ status: "failed" });
  });
});

describe("staff and members never share a resource", () => {
  it("a member cannot confirm, attach or reuse a staff resource, even with the staff account's id as their own", async () => {
    const data = Buffer.concat([PNG, Buffer.from("staff")]);
    const registration = await pictures.register(claim("后台.png", data), staff);
    expect(await put(registration, data)).toBe(200);
    await pictures.confirm(Number(registration.resourceId), staff);

    // The callback answers as if the resource did not exist.
    expect(await memberCall(`${uploadServicePaths.callback}?id=${registration.resourceId}`)).toMatchObject({ code: 404, msg: "文件不存在" });
    // It cannot be attached to a record.
    const saved = await memberCall(uploadServicePaths.attachmentSave, {
      businessType: "tender",
      businessId: "1",
      attachments: [{ resourceId: Number(registration.resourceId), fileName: "后台.png", modifyStatus: 1 }],
    });
    expect(saved).toMatchObject({ code: 403, msg: "无权使用该文件" });
    // The same MD5 and size registered by the member is a resource of the member's own, to upload again.
    const mine = await memberCall(uploadServicePaths.register, { fileName: "后台.png", extName: "png", fileSize: data.length, hashcode: md5Of(data) });
    expect(mine.code).toBe(200);
    expect(mine.data?.existed).toBe(0);
    expect(mine.data?.resourceId).not.toBe(registration.resourceId);
    expect(await resourceRow(mine.data?.resourceId ?? "0")).toMatchObject({ createdBy: member.memberId, staffId: null });
  });

  it("the staff cannot confirm or reuse a member's resource, nor another staff account's", async () => {
    const data = Buffer.concat([PNG, Buffer.from("member")]);
    const registered = await memberCall(uploadServicePaths.register, { fileName: "会员.png", extName: "png", fileSize: data.length, hashcode: md5Of(data) });
    const memberResource = Number(registered.data?.resourceId);
    await expect(pictures.confirm(memberResource, staff)).rejects.toMatchObject({ kind: "not_found", message: "文件不存在" });
    // The staff's registration of the same file is the staff's own resource.
    const own = await pictures.register(claim("会员.png", data), staff);
    expect(Number(own.resourceId)).not.toBe(memberResource);
    await expect(pictures.confirm(Number(own.resourceId), otherStaff)).rejects.toMatchObject({ kind: "not_found", message: "文件不存在" });
  });
});
