// The upload service as a second member sees it: member B (13800000002, a business of their own)
// tries to reach the files of member A (13800000001) by resource id, by MD5 and size, by pending
// registrations, by swapped bytes and by attachment ids. Every call goes through app.inject with
// the member's own session, and every storage call through the embedded store over HTTP with the
// credentials the register call answered.
import { createHash, randomBytes } from "node:crypto";
import { AwsClient } from "aws4fetch";
import { and, eq, ne } from "drizzle-orm";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { clientOfGrant, putWithGrant } from "../../testing/registration-put.ts";
import { rowCount } from "../../testing/suite-helpers.ts";
import { type HarnessMember, startUploadHarness, type UploadHarness } from "../../testing/upload-harness.ts";
import { memberships } from "../member/schema.ts";
import { attachments, uploadResources } from "./schema.ts";
import { uploadServicePaths } from "./upload.schemas.ts";

const PART = 64 * 1024;
let h: UploadHarness;
let A: HarnessMember;
let B: HarnessMember;
beforeAll(async () => {
  // Small parts, so multipart objects stay small.
  h = await startUploadHarness({ minPartSize: PART });
  A = h.first;
  B = h.second;
});
afterAll(() => h.close());

interface Registration {
  existed: 0 | 1;
  resourceId: string;
  uri: string;
  accessKey: string;
  accessSecret: string;
  accessToken: string;
}
interface Envelope<T> {
  code: number;
  msg: string;
  success: boolean;
  data: T;
}
interface AttachmentView {
  id: string;
  resourceId: string;
  fileName: string;
  filePath: string;
  previewPath: string | null;
}
interface Claim {
  name: string;
  size: number;
  md5: string;
}

const md5Of = (data: Uint8Array) => createHash("md5").update(data).digest("hex");
const claimOf = (name: string, data: Uint8Array): Claim => ({ name, size: data.length, md5: md5Of(data) });
/** Other bytes of the same size. */
const swapped = (data: Uint8Array) => Buffer.from(data).map((b) => b ^ 0xff);

async function register(member: HarnessMember, claim: Claim): Promise<Envelope<Registration>> {
  const response = await h.app.inject({
    method: "POST",
    url: uploadServicePaths.register,
    headers: member.headers,
    payload: { fileName: claim.name, extName: claim.name.split(".").pop(), fileSize: claim.size, hashcode: claim.md5 },
  });
  expect(response.statusCode).toBe(200);
  return response.json();
}

async function callback(member: HarnessMember, id: string | number): Promise<Envelope<{ resourceId: string } | null>> {
  const response = await h.app.inject({ method: "POST", url: `${uploadServicePaths.callback}?id=${id}`, headers: member.headers });
  expect(response.statusCode).toBe(200);
  return response.json();
}

type RecordRef = { businessType: string; businessId: string };
async function save(member: HarnessMember, record: RecordRef, changes: object[], headers = member.headers): Promise<Envelope<AttachmentView[] | null>> {
  const response = await h.app.inject({ method: "POST", url: uploadServicePaths.attachmentSave, headers, payload: { ...record, attachments: changes } });
  expect(response.statusCode).toBe(200);
  return response.json();
}

async function list(member: HarnessMember, record: RecordRef, headers = member.headers): Promise<AttachmentView[]> {
  const response = await h.app.inject({ method: "GET", url: `${uploadServicePaths.attachmentList}?${new URLSearchParams(record)}`, headers });
  const body = response.json() as Envelope<AttachmentView[]>;
  expect(body.code).toBe(200);
  return body.data;
}

async function download(url: string): Promise<{ status: number; body: Buffer }> {
  const response = await h.app.inject({ method: "GET", url });
  return { status: response.statusCode, body: response.rawPayload };
}

const s3As = (registration: Registration) => clientOfGrant(registration, h.storage.region);

const objectUrl = (key: string) => `${h.storage.endpoint}/${h.storage.bucket}/${key}`;

const put = (registration: Registration, body: Uint8Array, key = registration.uri) => putWithGrant(h.storage, registration, body, key);

/** A multipart upload of `parts` with the registration's credentials; answers the object's ETag. */
async function putMultipart(registration: Registration, parts: Uint8Array[]): Promise<string> {
  const s3 = s3As(registration);
  const url = objectUrl(registration.uri);
  const created = await s3.fetch(`${url}?uploads`, { method: "POST" });
  const uploadId = /<UploadId>([^<]+)<\/UploadId>/.exec(await created.text())?.[1] ?? "";
  const etags: string[] = [];
  for (const [i, part] of parts.entries()) {
    const response = await s3.fetch(`${url}?partNumber=${i + 1}&uploadId=${uploadId}`, { method: "PUT", body: part });
    expect(response.status).toBe(200);
    etags.push(response.headers.get("etag") ?? "");
  }
  const xml = `<CompleteMultipartUpload>${etags.map((e, i) => `<Part><PartNumber>${i + 1}</PartNumber><ETag>${e}</ETag></Part>`).join("")}</CompleteMultipartUpload>`;
  const completed = await s3.fetch(`${url}?uploadId=${uploadId}`, { method: "POST", body: xml });
  expect(completed.status).toBe(200);
  return /<ETag>([^<]+)<\/ETag>/.exec(await completed.text())?.[1]?.replace(/&quot;|"/g, "") ?? "";
}

/** Register, upload the bytes and confirm: a finished upload of `member`. */
async function uploadFile(member: HarnessMember, name: string, data: Uint8Array): Promise<Registration> {
  const registration = (await register(member, claimOf(name, data))).data;
  expect(registration.existed).toBe(0);
  expect(await put(registration, data)).toBe(200);
  expect(await callback(member, registration.resourceId)).toMatchObject({ code: 200 });
  return registration;
}

const root = () => new AwsClient({ accessKeyId: h.storage.accessKeyId, secretAccessKey: h.storage.secretAccessKey, service: "s3", region: h.storage.region });
async function storedStatus(key: string): Promise<number> {
  return (await root().fetch(objectUrl(key), { method: "HEAD" })).status;
}

let recordSeq = 0;
const newRecord = (): RecordRef => ({ businessType: "ownership-check", businessId: `R-${++recordSeq}` });

describe("finding 1: a member attaches only resources they own, within their selected business", () => {
  it("refuses member B attaching member A's finished resource by id, writes nothing, and B never gets a link to its bytes", async () => {
    const secret = randomBytes(50_000);
    const a = await uploadFile(A, "投标文件.pdf", secret);
    const record = newRecord();
    const before = await rowCount(h.db, attachments);

    const refused = await save(B, record, [{ resourceId: a.resourceId, modifyStatus: 1 }]);
    expect(refused).toMatchObject({ code: 403, success: false, msg: "无权使用该文件", data: null });
    // One own, one foreign: the whole save is refused, the own one is not written either.
    const own = await uploadFile(B, "自己的.pdf", randomBytes(500));
    const mixed = await save(B, record, [
      { resourceId: own.resourceId, modifyStatus: 1 },
      { resourceId: a.resourceId, modifyStatus: 1 },
    ]);
    expect(mixed).toMatchObject({ code: 403, msg: "无权使用该文件" });
    expect(await rowCount(h.db, attachments)).toBe(before);
    expect(await list(B, record)).toEqual([]);

    // Unknown ids answer 404; the owner attaches and downloads as before.
    expect(await save(B, record, [{ resourceId: 2_000_000_000, modifyStatus: 1 }])).toMatchObject({ code: 404, msg: "文件不存在" });
    const saved = await save(A, record, [{ resourceId: a.resourceId, modifyStatus: 1 }]);
    expect(saved.code).toBe(200);
    const link = saved.data?.[0]?.filePath ?? "";
    expect((await download(link)).body.equals(secret)).toBe(true);
    // B, in another business, sees nothing of the record A attached it to.
    expect(await list(B, record)).toEqual([]);
  });

  it("lists and deletes attachments only within the selected business: B cannot delete A's attachment ids, A cannot across A's own businesses", async () => {
    const a = await uploadFile(A, "合同.pdf", randomBytes(300));
    const record = newRecord();
    const saved = await save(A, record, [{ resourceId: a.resourceId, modifyStatus: 1 }]);
    const attachmentId = saved.data?.[0]?.id ?? "";
    expect(attachmentId).not.toBe("");
    const before = await rowCount(h.db, attachments);

    // B names A's attachment id on the same business type and id: not an attachment of B's record.
    expect(await save(B, record, [{ id: attachmentId, modifyStatus: 3 }])).toMatchObject({ code: 404, success: false, msg: "附件不存在" });
    // With an own addition in the same save: nothing is written at all.
    const own = await uploadFile(B, "b.pdf", randomBytes(200));
    expect(
      await save(B, record, [
        { resourceId: own.resourceId, modifyStatus: 1 },
        { id: attachmentId, modifyStatus: 3 },
      ]),
    ).toMatchObject({ code: 404 });
    expect(await save(B, record, [{ id: "1 OR 1=1", modifyStatus: 3 }])).toMatchObject({ code: 400 });
    expect(await rowCount(h.db, attachments)).toBe(before);

    // A acting for another of A's businesses sees and deletes nothing of the first one's records.
    const [other] = await h.db
      .select({ businessId: memberships.businessId })
      .from(memberships)
      .where(and(eq(memberships.memberId, A.memberId), ne(memberships.businessId, A.businessId ?? 0)));
    const otherHeaders = { ...A.headers, "x-company-id": String(other?.businessId) };
    expect(await list(A, record, otherHeaders)).toEqual([]);
    expect(await save(A, record, [{ id: attachmentId, modifyStatus: 3 }], otherHeaders)).toMatchObject({ code: 404, msg: "附件不存在" });

    expect((await list(A, record)).map((r) => r.id)).toEqual([attachmentId]);
    expect(await save(A, record, [{ id: attachmentId, modifyStatus: 3 }])).toMatchObject({ code: 200, data: [] });
  });
});

describe("finding 2: dedupe by MD5 never grants access to another member's file", () => {
  it("answers member B registering A's MD5 and size with a new resource of B's own: existed 0, B must upload its own bytes", async () => {
    const secret = randomBytes(40_000);
    const claim = claimOf("报价单.xlsx", secret);
    const a = await uploadFile(A, claim.name, secret);
    expect((await register(A, claim)).data).toMatchObject({ existed: 1, resourceId: a.resourceId });

    const b = (await register(B, claim)).data;
    expect(b.existed).toBe(0);
    expect(b.resourceId).not.toBe(a.resourceId);
    expect(b.uri).not.toBe(a.uri);
    expect(b.accessToken).not.toBe("");
    // B's credentials reach neither A's object nor, for reading, B's own key.
    expect((await s3As(b).fetch(objectUrl(a.uri))).status).toBe(403);
    expect(await put(b, randomBytes(10), a.uri)).toBe(403);
    // Nothing uploaded yet: B's resource is not usable, and not attachable.
    expect(await callback(B, b.resourceId)).toMatchObject({ code: 400, msg: "文件尚未上传完成" });
    expect(await save(B, newRecord(), [{ resourceId: b.resourceId, modifyStatus: 1 }])).toMatchObject({ code: 400, msg: "附件尚未上传完成" });
    // Registering again resumes B's own pending resource, never A's.
    expect((await register(B, claim)).data).toMatchObject({ existed: 0, resourceId: b.resourceId, uri: b.uri });

    // B really holding the bytes uploads them; from then on B's registrations dedupe to B's own copy.
    expect(await put(b, secret)).toBe(200);
    expect(await callback(B, b.resourceId)).toMatchObject({ code: 200 });
    expect((await register(B, claim)).data).toMatchObject({ existed: 1, resourceId: b.resourceId });
    expect((await register(A, claim)).data).toMatchObject({ existed: 1, resourceId: a.resourceId });
  });

  it("never lets member B resume, upload to or complete member A's pending resource", async () => {
    const secret = randomBytes(20_000);
    const claim = claimOf("图纸.pdf", secret);
    const a = (await register(A, claim)).data;
    expect(a.existed).toBe(0);

    const b = (await register(B, claim)).data;
    expect(b).toMatchObject({ existed: 0 });
    expect(b.resourceId).not.toBe(a.resourceId);
    expect(b.uri).not.toBe(a.uri);
    expect(await put(b, randomBytes(secret.length), a.uri)).toBe(403);

    // A's bytes arrive; B's callback on A's id is refused as unknown and changes nothing.
    expect(await put(a, secret)).toBe(200);
    expect(await callback(B, a.resourceId)).toMatchObject({ code: 404, success: false, msg: "文件不存在" });
    const [row] = await h.db
      .select()
      .from(uploadResources)
      .where(eq(uploadResources.id, Number(a.resourceId)));
    expect(row?.status).toBe("pending");
    expect(await save(B, newRecord(), [{ resourceId: a.resourceId, modifyStatus: 1 }])).toMatchObject({ code: 403 });
    expect((await register(B, claim)).data).toMatchObject({ existed: 0, resourceId: b.resourceId });

    // A's own callback completes A's resource.
    expect(await callback(A, a.resourceId)).toMatchObject({ code: 200 });
    expect((await register(A, claim)).data).toMatchObject({ existed: 1, resourceId: a.resourceId });
    expect((await register(B, claim)).data).toMatchObject({ existed: 0, resourceId: b.resourceId });
  });
});

describe("finding 3: the callback verifies the stored content, not only its size", () => {
  it("refuses a single PUT of other bytes of the registered size, deletes them, and never dedupes to them", async () => {
    const real = randomBytes(30_000);
    const claim = claimOf("资质.pdf", real);
    const first = (await register(A, claim)).data;
    expect(await put(first, swapped(real))).toBe(200);
    expect(await callback(A, first.resourceId)).toMatchObject({ code: 400, success: false, msg: "文件校验失败，请重新上传" });
    expect(await storedStatus(first.uri)).toBe(404);
    // Failed for good: not confirmable, not attachable, not deduplicated.
    expect(await put(first, real)).toBe(200);
    expect(await callback(A, first.resourceId)).toMatchObject({ code: 400, msg: "文件校验失败，请重新上传" });
    expect(await save(A, newRecord(), [{ resourceId: first.resourceId, modifyStatus: 1 }])).toMatchObject({ code: 400, msg: "文件校验失败，请重新上传" });

    // The real MD5 registered later gets a new resource and key, and the real bytes.
    const second = (await register(A, claim)).data;
    expect(second).toMatchObject({ existed: 0 });
    expect(second.resourceId).not.toBe(first.resourceId);
    expect(second.uri).not.toBe(first.uri);
    expect(await put(second, real)).toBe(200);
    expect(await callback(A, second.resourceId)).toMatchObject({ code: 200 });
    expect((await register(A, claim)).data).toMatchObject({ existed: 1, resourceId: second.resourceId, uri: second.uri });
    const saved = await save(A, newRecord(), [{ resourceId: second.resourceId, modifyStatus: 1 }]);
    expect((await download(saved.data?.[0]?.filePath ?? "")).body.equals(real)).toBe(true);
  });

  it("refuses another member's swap of the same size: B's registration of A's MD5 never points A (or B) at B's bytes", async () => {
    const real = randomBytes(25_000);
    const claim = claimOf("报告.docx", real);
    const b = (await register(B, claim)).data;
    expect(await put(b, swapped(real))).toBe(200);
    expect(await callback(B, b.resourceId)).toMatchObject({ code: 400, msg: "文件校验失败，请重新上传" });
    expect((await register(B, claim)).data.existed).toBe(0);
    const a = (await register(A, claim)).data;
    expect(a).toMatchObject({ existed: 0 });
    expect(a.uri).not.toBe(b.uri);
  });

  it("refuses a multipart upload of other bytes of the registered size (ETag md5-of-part-md5s-N), and accepts the real parts", async () => {
    const real = randomBytes(3 * PART + 123);
    const parts = (data: Uint8Array) => [data.subarray(0, PART), data.subarray(PART, 2 * PART), data.subarray(2 * PART, 3 * PART), data.subarray(3 * PART)];
    const claim = claimOf("模型.zip", real);

    const bad = (await register(A, claim)).data;
    expect(await putMultipart(bad, parts(swapped(real)))).toMatch(/-4$/);
    expect(await callback(A, bad.resourceId)).toMatchObject({ code: 400, msg: "文件校验失败，请重新上传" });
    expect(await storedStatus(bad.uri)).toBe(404);

    const good = (await register(A, claim)).data;
    expect(good).toMatchObject({ existed: 0 });
    expect(good.resourceId).not.toBe(bad.resourceId);
    expect(await putMultipart(good, parts(real))).toMatch(/-4$/);
    h.store.requests.length = 0;
    expect(await callback(A, good.resourceId)).toMatchObject({ code: 200 });
    // The server read the whole object to hash it: its ETag says nothing about the file's MD5.
    // (The store logs a request when its answer has been sent: wait for that.)
    await vi.waitFor(() => expect(h.store.requests.filter((r) => r.operation === "GetObject" && r.key === good.uri && r.status === 200)).toHaveLength(1));
    expect((await register(A, claim)).data).toMatchObject({ existed: 1, resourceId: good.resourceId });
  });

  it("verifies a resource completed before verification existed once before deduplicating to it", async () => {
    const legacy = async (name: string, claimed: Uint8Array, stored: Uint8Array) => {
      const key = `uploads/legacy/${randomBytes(6).toString("hex")}.pdf`;
      expect((await root().fetch(objectUrl(key), { method: "PUT", body: stored })).status).toBe(200);
      const [row] = await h.db
        .insert(uploadResources)
        .values({
          md5: md5Of(claimed),
          size: claimed.length,
          fileName: name,
          extName: "pdf",
          objectKey: key,
          bucket: h.storage.bucket,
          status: "complete",
          createdBy: A.memberId,
        })
        .returning();
      return row?.id ?? 0;
    };
    const good = randomBytes(2_000);
    const goodId = await legacy("旧的.pdf", good, good);
    expect((await register(A, claimOf("旧的.pdf", good))).data).toMatchObject({ existed: 1, resourceId: String(goodId) });

    const real = randomBytes(2_000);
    const poisonedId = await legacy("旧的坏.pdf", real, swapped(real));
    const answer = (await register(A, claimOf("旧的坏.pdf", real))).data;
    expect(answer).toMatchObject({ existed: 0 });
    expect(answer.resourceId).not.toBe(String(poisonedId));
    const rows = await h.db
      .select({ id: uploadResources.id, status: uploadResources.status })
      .from(uploadResources)
      .where(eq(uploadResources.md5, md5Of(real)));
    expect(rows).toContainEqual({ id: poisonedId, status: "failed" });
  });

  it("never serves bytes put after the verification with still-valid credentials", async () => {
    const real = randomBytes(5_000);
    const a = await uploadFile(A, "后换.pdf", real);
    const saved = await save(A, newRecord(), [{ resourceId: a.resourceId, modifyStatus: 1 }]);
    expect(await put(a, swapped(real))).toBe(200);
    const served = await download(saved.data?.[0]?.filePath ?? "");
    expect(served.status).toBe(404);
    // The resource is failed: the real MD5 registered again gets a fresh upload.
    expect((await register(A, claimOf("后换.pdf", real))).data).toMatchObject({ existed: 0 });
  });
});

describe("property: whatever member B calls, B never obtains bytes only member A uploaded", () => {
  interface AFixture {
    secrets: Buffer[];
    claims: Claim[];
    resourceIds: string[];
    uris: string[];
    attachmentIds: string[];
    record: RecordRef;
  }
  let fx: AFixture;

  beforeAll(async () => {
    const secrets = Array.from({ length: 4 }, (_, i) => Buffer.concat([Buffer.from(`A-only-${i}-`), randomBytes(3_000 + i * 100)]));
    const claims = secrets.map((s, i) => claimOf(`a-${i}.png`, s));
    const finished = [
      await uploadFile(A, claims[0]?.name ?? "", secrets[0] ?? Buffer.alloc(1)),
      await uploadFile(A, claims[1]?.name ?? "", secrets[1] ?? Buffer.alloc(1)),
    ];
    // A pending registration whose bytes are stored but not confirmed, and one with nothing stored.
    const stored = (await register(A, claims[2] as Claim)).data;
    expect(await put(stored, secrets[2] ?? Buffer.alloc(1))).toBe(200);
    const empty = (await register(A, claims[3] as Claim)).data;
    const record = { businessType: "standard-certification", businessId: "P-1" };
    const saved = await save(
      A,
      record,
      finished.map((f) => ({ resourceId: f.resourceId, modifyStatus: 1 })),
    );
    expect(saved.code).toBe(200);
    fx = {
      secrets,
      claims,
      resourceIds: [...finished, stored, empty].map((r) => r.resourceId),
      uris: [...finished, stored, empty].map((r) => r.uri),
      attachmentIds: (saved.data ?? []).map((r) => r.id),
      record,
    };
  });

  type Action =
    | { kind: "register"; ofA: boolean; which: number; size: number }
    | { kind: "upload"; reg: number; honest: boolean; toA: number | null }
    | { kind: "callback"; target: "own" | "a" | "raw"; which: number }
    | { kind: "save"; inARecord: boolean; add: { own: boolean; which: number }[]; del: { own: boolean; which: number }[] }
    | { kind: "list"; inARecord: boolean }
    | { kind: "download"; which: number; forge: boolean }
    | { kind: "s3get"; reg: number; toA: number | null };

  const pick = fc.nat({ max: 50 });
  const action: fc.Arbitrary<Action> = fc.oneof(
    { arbitrary: fc.record({ kind: fc.constant("register" as const), ofA: fc.boolean(), which: pick, size: fc.integer({ min: 1, max: 2_000 }) }), weight: 3 },
    { arbitrary: fc.record({ kind: fc.constant("upload" as const), reg: pick, honest: fc.boolean(), toA: fc.option(pick, { freq: 4 }) }), weight: 3 },
    {
      arbitrary: fc.record({ kind: fc.constant("callback" as const), target: fc.constantFrom("own" as const, "a" as const, "raw" as const), which: pick }),
      weight: 2,
    },
    {
      arbitrary: fc.record({
        kind: fc.constant("save" as const),
        inARecord: fc.boolean(),
        add: fc.array(fc.record({ own: fc.boolean(), which: pick }), { maxLength: 2 }),
        del: fc.array(fc.record({ own: fc.boolean(), which: pick }), { maxLength: 2 }),
      }),
      weight: 3,
    },
    { arbitrary: fc.record({ kind: fc.constant("list" as const), inARecord: fc.boolean() }), weight: 1 },
    { arbitrary: fc.record({ kind: fc.constant("download" as const), which: pick, forge: fc.boolean() }), weight: 3 },
    { arbitrary: fc.record({ kind: fc.constant("s3get" as const), reg: pick, toA: fc.option(pick) }), weight: 1 },
  );

  it("holds for random sequences of register, upload, callback, save, list and download calls by B", async () => {
    const holdsASecret = (body: Uint8Array) => {
      const bytes = Buffer.from(body);
      return fx.secrets.some((s) => bytes.length > 0 && (bytes.includes(s) || bytes.includes(s.subarray(0, 64))));
    };
    let run = 0;
    await fc.assert(
      fc.asyncProperty(fc.array(action, { minLength: 1, maxLength: 14 }), async (actions) => {
        run++;
        const bRecord = { businessType: "standard-certification", businessId: `B-${run}` };
        const regs: { registration: Registration; data: Buffer }[] = [];
        const ownResourceIds = new Set<string>();
        const ownAttachmentIds: string[] = [];
        const links: string[] = [];
        const received: Buffer[] = [];
        const at = <T>(items: readonly T[], i: number): T | undefined => (items.length === 0 ? undefined : items[i % items.length]);
        const collect = (rows: AttachmentView[] | null | undefined) => {
          for (const row of rows ?? []) {
            expect(fx.resourceIds).not.toContain(row.resourceId);
            expect(fx.attachmentIds).not.toContain(row.id);
            links.push(row.filePath);
            if (row.previewPath) links.push(row.previewPath);
            ownAttachmentIds.push(row.id);
          }
        };

        for (const step of actions) {
          switch (step.kind) {
            case "register": {
              // B's own bytes, or A's MD5 and size with bytes B made up (B never holds A's bytes).
              const claimOfA = at(fx.claims, step.which) as Claim;
              const data = step.ofA
                ? Buffer.alloc(claimOfA.size, step.which)
                : Buffer.from(`B-${step.which}-`.repeat(Math.ceil(step.size / 4)).slice(0, step.size));
              const claim = step.ofA ? claimOfA : claimOf(`b-${step.which}.png`, data);
              const answer = await register(B, claim);
              expect(answer.code).toBe(200);
              const registration = answer.data;
              expect(fx.resourceIds).not.toContain(registration.resourceId);
              expect(fx.uris).not.toContain(registration.uri);
              // existed = 1 only for B's own verified resource.
              if (registration.existed === 1) expect(ownResourceIds.has(registration.resourceId) || (await isBs(registration.resourceId))).toBe(true);
              regs.push({ registration, data });
              break;
            }
            case "upload": {
              const reg = at(regs, step.reg);
              if (!reg || reg.registration.existed === 1) break;
              const body = step.honest ? reg.data : Buffer.alloc(reg.data.length, 7);
              const key = step.toA === null ? reg.registration.uri : (at(fx.uris, step.toA) as string);
              const status = await put(reg.registration, body, key);
              if (step.toA !== null) expect(status).toBe(403);
              break;
            }
            case "callback": {
              const own = at(regs, step.which)?.registration.resourceId;
              const id = step.target === "own" ? own : step.target === "a" ? at(fx.resourceIds, step.which) : String(step.which + 1);
              if (!id) break;
              const answer = await callback(B, id);
              if (step.target === "a") expect(answer).toMatchObject({ code: 404 });
              if (answer.code === 200) ownResourceIds.add(id);
              break;
            }
            case "save": {
              const add = step.add
                .map((a) => (a.own ? at(regs, a.which)?.registration.resourceId : at(fx.resourceIds, a.which)))
                .filter((id): id is string => id !== undefined)
                .map((resourceId) => ({ resourceId, modifyStatus: 1 }));
              const del = step.del
                .map((d) => (d.own ? at(ownAttachmentIds, d.which) : at(fx.attachmentIds, d.which)))
                .filter((id): id is string => id !== undefined)
                .map((id) => ({ id, modifyStatus: 3 }));
              const answer = await save(B, step.inARecord ? fx.record : bRecord, [...add, ...del]);
              if (step.add.some((a) => !a.own) && add.some((a) => fx.resourceIds.includes(a.resourceId))) expect(answer.code).not.toBe(200);
              if (answer.code === 200) collect(answer.data);
              break;
            }
            case "list":
              collect(await list(B, step.inARecord ? fx.record : bRecord));
              break;
            case "download": {
              let url = at(links, step.which);
              if (step.forge) {
                // A link to one of A's resources, with a signature B cannot make.
                const target = at(fx.resourceIds, step.which) as string;
                url = url
                  ? url.replace(/\/file\/\d+\?/, `/file/${target}?`)
                  : `${uploadServicePaths.file}/${target}?name=x.png&d=attachment&e=${Math.floor(Date.now() / 1000) + 60}&s=forged`;
              }
              if (!url) break;
              const served = await download(url);
              if (served.status === 200) received.push(served.body);
              break;
            }
            case "s3get": {
              const reg = at(regs, step.reg);
              if (!reg || reg.registration.existed === 1) break;
              const key = step.toA === null ? reg.registration.uri : (at(fx.uris, step.toA) as string);
              const response = await s3As(reg.registration).fetch(objectUrl(key));
              const body = Buffer.from(await response.arrayBuffer());
              if (response.ok) received.push(body);
              break;
            }
          }
        }
        for (const body of received) expect(holdsASecret(body)).toBe(false);
        // A's side is untouched: A's attachments are all there, and A's finished files dedupe to A's own resources.
        expect((await list(A, fx.record)).map((r) => r.id)).toEqual(fx.attachmentIds);
        for (const [i, claim] of fx.claims.slice(0, 2).entries())
          expect((await register(A, claim)).data).toMatchObject({ existed: 1, resourceId: fx.resourceIds[i] });
      }),
      { numRuns: 80 },
    );
  }, 120_000);

  async function isBs(resourceId: string): Promise<boolean> {
    const [row] = await h.db
      .select({ createdBy: uploadResources.createdBy })
      .from(uploadResources)
      .where(eq(uploadResources.id, Number(resourceId)));
    return row?.createdBy === B.memberId;
  }
});
