import { randomUUID } from "node:crypto";
import { mediaPaths } from "@cidp/api-client/contract";
import type { Database } from "../../db/database.ts";
import type { ObjectBytes } from "../object-store/object-bytes.ts";
import type { ResourceUploads } from "../upload/resource-uploads.ts";
import { contentPictures } from "./schema.ts";

/** Where the portal and the back office read a picture put into an article: under the media path the rich-text policy admits. */
export const CONTENT_PICTURE_PATH = `${mediaPaths.image}/content`;
const OBJECT_PREFIX = "content-pictures/";

/** The names an editor's picture may have when it is registered (its bytes decide on confirm). */
const PICTURE_EXTENSIONS: readonly string[] = ["png", "jpg", "jpeg", "webp"];

/** The pictures an editor may insert, told by their first bytes (the name's extension proves nothing). */
const PICTURE_KINDS = [
  { ext: "png", type: "image/png", is: (b: Uint8Array) => b[0] === 0x89 && b[1] === 0x50 && b[2] === 0x4e && b[3] === 0x47 },
  { ext: "jpg", type: "image/jpeg", is: (b: Uint8Array) => b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff },
  {
    ext: "webp",
    type: "image/webp",
    is: (b: Uint8Array) => Buffer.from(b.subarray(0, 4)).toString("latin1") === "RIFF" && Buffer.from(b.subarray(8, 12)).toString("latin1") === "WEBP",
  },
] as const;

/** The kind of picture the bytes hold, or null for anything else (an SVG can carry script: never admitted). */
export function pictureKindOf(bytes: Uint8Array) {
  return PICTURE_KINDS.find((kind) => bytes.length >= 12 && kind.is(bytes)) ?? null;
}

/** A picture refused: the message the editor reads. */
export class ContentPictureError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

const BASE64 = /^[A-Za-z0-9+/]+={0,2}$/;

const TOO_LARGE = "图片不能超过3MB";
const NOT_A_PICTURE = "只能插入JPG、PNG或WEBP格式的图片";

/** What the content pictures need. */
export interface ContentPicturesOptions {
  maxBytes: number;
  /** The staff's uploads through the upload engine (register, direct upload, confirm); without them only the form's upload works. */
  uploads?: ResourceUploads;
  now?: () => Date;
}

/**
 * Pictures put into articles: checked to be a JPG, PNG or WEBP of at most `maxBytes`, kept in the
 * object store under a random name, recorded with who put it there, and read back by that name
 * (lasting: a name is never reused, so any copy may be kept for good). They come either as the
 * bytes of a form (banners) or through the upload engine: the editor's browser registers the file,
 * puts it straight into storage with temporary credentials for its one key, and confirms it; the
 * confirmation verifies the stored bytes and then publishes them as a picture.
 */
export function createContentPictures(db: Database, objects: ObjectBytes, options: ContentPicturesOptions) {
  const now = options.now ?? (() => new Date());

  /** Checks the bytes and keeps them at a lasting address. */
  async function publish(bytes: Uint8Array, fileName: string, operatorId: number): Promise<{ url: string }> {
    if (bytes.length > options.maxBytes) throw new ContentPictureError(413, TOO_LARGE);
    const kind = pictureKindOf(bytes);
    if (!kind) throw new ContentPictureError(400, NOT_A_PICTURE);
    const name = `${randomUUID()}.${kind.ext}`;
    await objects.put(`${OBJECT_PREFIX}${name}`, bytes, kind.type);
    await db.insert(contentPictures).values({
      objectKey: `${OBJECT_PREFIX}${name}`,
      contentType: kind.type,
      byteSize: bytes.length,
      fileName: fileName.slice(0, 200),
      operatorId,
      createdAt: now(),
    });
    return { url: `${CONTENT_PICTURE_PATH}/${name}` };
  }

  function engine(): ResourceUploads {
    if (!options.uploads) throw new ContentPictureError(404, "图片上传暂不可用");
    return options.uploads;
  }

  return {
    /** A picture sent as base64 (a form's file, forwarded by the back office's server). */
    async upload(input: { fileName: string; data: string }, operatorId: number): Promise<{ url: string }> {
      const data = input.data.replace(/^data:[^,]*,/, "");
      if (!BASE64.test(data)) throw new ContentPictureError(400, "图片数据无效，请重新选择图片");
      const bytes = new Uint8Array(Buffer.from(data, "base64"));
      return publish(bytes, input.fileName, operatorId);
    },

    /**
     * The engine's register of a picture: the staff account's own resource (never a member's), with
     * credentials for its one key. The name and size are checked here already; the bytes on confirm.
     */
    async register(file: { fileName: string; extName: string; fileSize: number; hashcode: string }, operatorId: number) {
      const ext = file.extName.replace(/^\./, "").toLowerCase();
      if (!PICTURE_EXTENSIONS.includes(ext)) throw new ContentPictureError(400, NOT_A_PICTURE);
      if (file.fileSize > options.maxBytes) throw new ContentPictureError(413, TOO_LARGE);
      return engine().register({ staff: operatorId }, { fileName: file.fileName, ext, size: file.fileSize, md5: file.hashcode.toLowerCase() });
    },

    /**
     * The engine's confirm: the stored bytes must be the registered ones (the upload's content
     * verification), then a JPG, PNG or WEBP of at most `maxBytes` by their first bytes (never an
     * SVG), published at a lasting address. Bytes that are no picture are deleted with their resource.
     */
    async confirm(resourceId: number, operatorId: number): Promise<{ url: string }> {
      const uploads = engine();
      const resource = await uploads.confirm({ staff: operatorId }, resourceId);
      if (resource.size > options.maxBytes) {
        await uploads.discard(resource);
        throw new ContentPictureError(413, TOO_LARGE);
      }
      const bytes = await uploads.readVerified(resource, options.maxBytes);
      if (!bytes) throw new ContentPictureError(400, "图片校验失败，请重新上传");
      if (!pictureKindOf(bytes)) {
        await uploads.discard(resource);
        throw new ContentPictureError(400, NOT_A_PICTURE);
      }
      return publish(bytes, resource.fileName, operatorId);
    },

    /** A picture by its name in the address, or null (an unknown or malformed name). */
    async read(name: string): Promise<{ bytes: Uint8Array; type: string } | null> {
      const kind = PICTURE_KINDS.find((candidate) => name.endsWith(`.${candidate.ext}`));
      if (!kind || !/^[0-9a-f-]{36}\.(png|jpg|webp)$/.test(name)) return null;
      const bytes = await objects.get(`${OBJECT_PREFIX}${name}`);
      return bytes ? { bytes, type: kind.type } : null;
    },
  };
}

export type ContentPictures = ReturnType<typeof createContentPictures>;
