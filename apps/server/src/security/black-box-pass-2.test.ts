// A second black-box pass: a hostile member and a hostile visitor replayed from outside, through
// `app.inject`, a listening socket or the upload service, over what the first pass did not try:
// chat under the sealed-tender rule, tender deposits and refunds, certification names in the
// operator's review calls, rich text and plain text against the shared XSS corpus, shop banner
// addresses and tampered file links.
import { createHash, randomBytes } from "node:crypto";
import { readFileSync } from "node:fs";
import {
  certificationCalls,
  chatCalls,
  equipmentCalls,
  knowledgeCalls,
  operatorCalls,
  orderCalls,
  shopCalls,
  tenderCalls,
  uploadPaths,
} from "@cidp/api-client/contract";
import { and, eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { equipmentListings } from "../capabilities/equipment/schema.ts";
import { craneRental } from "../capabilities/equipment/test-fixtures.ts";
import { THIRD_BIDDER } from "../capabilities/tender/bidder-company-seed.ts";
import { bidderOfBusiness } from "../capabilities/tender/bidder-repository.ts";
import { seedDemoTenders } from "../capabilities/tender/seed.ts";
import { formatDateTime } from "../http/format.ts";
import { sanitizeRichText } from "../http/rich-text.ts";
import { personalCertifications } from "../platform/certification/schema.ts";
import { FrameCode } from "../platform/chat/chat.frames.ts";
import { openTestSocket, type TestSocket } from "../platform/chat/chat.test-client.ts";
import { chatMessages } from "../platform/chat/schema.ts";
import { knowledgeSubmissions } from "../platform/knowledge/schema.ts";
import { serviceOrders } from "../platform/order/schema.ts";
import { paymentRefunds, payments } from "../platform/payment/schema.ts";
import { signFileLink } from "../platform/upload/file-link.ts";
import { uploadResources } from "../platform/upload/schema.ts";
import { uploadServicePaths } from "../platform/upload/upload.schemas.ts";
import { enrolDemoOperator, type StaffSession, staffCall, staffData } from "../testing/operator-desk.ts";
import { putWithGrant } from "../testing/registration-put.ts";
import { chooseAtCheckout } from "../testing/sandbox-checkout.ts";
import { businessIdOf, contractCalls, dataOf, expectFailure, type LoggedIn, login, storedUpload } from "../testing/suite-helpers.ts";
import { createTestApp, type TestApp } from "../testing/test-app.ts";
import { startUploadHarness, type UploadHarness } from "../testing/upload-harness.ts";
import { randomSealingKeys } from "./sealing-keys.ts";

/** The shared corpora beside the repository (../shared/corpora), read, never copied. */
const corpus = (file: string) => readFileSync(new URL(`../../../../../shared/corpora/${file}`, import.meta.url), "utf8");
const xssPayloads = corpus("xss-payloads.txt")
  .split("\n")
  .filter((line) => line.trim() !== "");

/** What in HTML could run: a live script-bearing tag, a handler attribute, a script address. */
const unsafe = (html: string) =>
  [
    /<(script|svg|iframe|object|embed|style|math|base|meta|link|form|input)\b/i,
    /<[a-z][^>]*\son[a-z]+\s*=/i,
    /<[a-z][^>]*(href|src|action|formaction)\s*=\s*["']?\s*(javascript|vbscript|data):/i,
  ].filter((re) => re.test(html));

let t: TestApp;
let base = "";
let zhang: LoggedIn; // 吉林宏远's administrator: the tenderer
let evaluator: LoggedIn; // another member of 吉林宏远
let li: LoggedIn; // 长春华信's administrator
let tongda: LoggedIn; // the seeded bidder of 宏远's sealed tender
let dingsheng: LoggedIn; // 张建国 acting for 长春鼎盛: another business
let hongyuan: number;
let huaxin: number;

beforeAll(async () => {
  // The tender seed (宏远's sealed tender with its bidder 通达) seals with the app's own keys.
  const sealingKeys = randomSealingKeys();
  t = await createTestApp({ memory: true }, { sealingKeys });
  await seedDemoTenders(t.database.db, sealingKeys);
  hongyuan = await businessIdOf(t.database.db, "91220101MA14XKQ355");
  huaxin = await businessIdOf(t.database.db, "91220106MA152W4H0D");
  zhang = await login(t, "13800000001", hongyuan);
  evaluator = await login(t, "13900000102", hongyuan);
  li = await login(t, "13800000002", huaxin);
  tongda = await login(t, THIRD_BIDDER.phone, await businessIdOf(t.database.db, THIRD_BIDDER.business.creditCode));
  dingsheng = await login(t, "13800000001", await businessIdOf(t.database.db, "91220104MA17B8RT2H"));
  // Every member the tests write to is a chat user, so a message that is dropped was refused, not unknown.
  for (const who of [zhang, evaluator, li, tongda]) await t.app.inject({ method: "GET", url: chatCalls.me.path, headers: who.headers });
  base = await t.app.listen({ host: "127.0.0.1", port: 0 });
}, 60_000);
afterAll(() => t?.close());

const { call } = contractCalls(() => t);
const at = (ms: number) => formatDateTime(new Date(Date.now() + ms));
const DAY = 86_400_000;

/** A public tender of 吉林宏远, published and open for registration. */
async function publishedTender(): Promise<number> {
  const saved = dataOf<{ id: number }>(
    await call(tenderCalls.saveDraft, zhang, {
      title: "长春新区综合管廊施工招标",
      projectName: "长春新区综合管廊",
      location: "长春市北湖科技开发区",
      mode: "public",
      sections: [{ name: "一标段", estimateFen: 500_000_000 }],
      qualifications: ["市政公用工程施工总承包二级及以上"],
      depositFen: 1_000_000,
      method: "lowest_price",
      scoringSheet: [],
      registrationEnd: at(5 * DAY),
      bidDeadline: at(20 * DAY),
      contactName: "王立新",
      contactPhone: "13900000101",
      description: "本项目已具备招标条件，现对该项目施工进行公开招标。",
      documentFileIds: [await storedUpload(t.database.db, zhang.userId, "招标文件-综合管廊.pdf")],
    }),
  );
  expect(dataOf<{ state: string }>(await call(tenderCalls.publish, zhang, { id: saved.id })).state).toBe("registering");
  return saved.id;
}

const bidderIdOf = async (tenderId: number, businessId: number) => (await bidderOfBusiness(t.database.db, tenderId, businessId))?.id ?? 0;

/** 长春华信 registers for the tender and 宏远 approves it: the deposit is due. */
async function registered(tenderId: number): Promise<number> {
  const qualificationFileIds = [await storedUpload(t.database.db, li.userId, "资质证书.pdf")];
  expect(dataOf(await call(tenderCalls.register, li, { id: tenderId, qualificationFileIds }))).toBeTruthy();
  const bidderId = await bidderIdOf(tenderId, huaxin);
  dataOf(await call(tenderCalls.reviewRegistration, zhang, { bidderId, approve: true }));
  return bidderId;
}

describe("chat while a tender is sealed", () => {
  const stored = async (contents: string[]) =>
    (await t.database.db.select({ content: chatMessages.content }).from(chatMessages).where(inArray(chatMessages.content, contents))).map((r) => r.content);
  const sockets: TestSocket[] = [];
  const open = async (who: LoggedIn, uuid: string) => {
    const socket = await openTestSocket(base, { token: who.token, uuid });
    sockets.push(socket);
    return socket;
  };
  afterAll(() => {
    for (const socket of sockets) socket.close();
  });
  /** Sends the frames, then a message to customer service: its ack proves the ones before it were handled. */
  async function sendThenFlush(socket: TestSocket, frames: { chatId: string; content: string }[], tag: string) {
    for (const [i, f] of frames.entries()) socket.send(FrameCode.message, { ...f, type: 0, clientId: `${tag}-${i}` });
    socket.send(FrameCode.message, { chatId: "kefu", content: `客服你好 ${tag}`, type: 0, clientId: `${tag}-flush` });
    await socket.waitFor((f) => f.code === FrameCode.message && f.message.clientId === `${tag}-flush`);
  }

  it("a bidder's frames reach no member of the tenderer: not its administrator, another member, nor the contact the 联系 button names", async () => {
    const contact = dataOf<{ id: string }>(await call(chatCalls.contact, tongda, { businessId: hongyuan })).id;
    expect(contact).toBe(String(zhang.userId));
    const socket = await open(tongda, "tongda-pc");
    const contents = ["开标前私下沟通报价一", "开标前私下沟通报价二", "开标前私下沟通报价三"];
    await sendThenFlush(
      socket,
      [
        { chatId: String(zhang.userId), content: contents[0] ?? "" },
        { chatId: String(evaluator.userId), content: contents[1] ?? "" },
        { chatId: contact, content: contents[2] ?? "" },
      ],
      "sealed-a",
    );
    expect(await stored(contents)).toEqual([]);
    expect(socket.frames.some((f) => /^sealed-a-\d$/.test(String(f.message?.clientId)))).toBe(false);
    // The REST open call says why.
    expectFailure(await call(chatCalls.open, tongda, { id: String(evaluator.userId) }), 403, /私聊已关闭/);
  });

  it("nor through a second socket, nor after reconnecting, nor from the tenderer's side", async () => {
    const first = await open(tongda, "tongda-phone");
    const second = await open(tongda, "tongda-tablet");
    await sendThenFlush(second, [{ chatId: String(zhang.userId), content: "第二个连接发的报价" }], "sealed-b");
    first.close();
    const again = await open(tongda, "tongda-phone");
    await sendThenFlush(again, [{ chatId: String(zhang.userId), content: "重连后发的报价" }], "sealed-c");
    const tenderer = await open(evaluator, "evaluator-pc");
    await sendThenFlush(tenderer, [{ chatId: String(tongda.userId), content: "招标方私下联系投标人" }], "sealed-d");
    expect(await stored(["第二个连接发的报价", "重连后发的报价", "招标方私下联系投标人"])).toEqual([]);
  });

  it("closes a chat the moment its two sides become tenderer and bidder, not half a minute later", async () => {
    const id = await publishedTender();
    const socket = await open(li, "li-pc");
    // Free to chat before 华信 takes part: the message is stored (and the pair's answer remembered).
    await sendThenFlush(socket, [{ chatId: String(zhang.userId), content: "报名前的正常沟通" }], "before");
    expect(await stored(["报名前的正常沟通"])).toEqual(["报名前的正常沟通"]);
    await registered(id);
    await new Promise((resolve) => setTimeout(resolve, 1_100));
    await sendThenFlush(socket, [{ chatId: String(zhang.userId), content: "报名后的私下沟通" }], "after");
    expect(await stored(["报名后的私下沟通"])).toEqual([]);
  });
});

describe("tender deposits and refunds", () => {
  let tenderId = 0;
  let bidderId = 0;
  let orderNo = "";

  beforeAll(async () => {
    tenderId = await publishedTender();
    bidderId = await registered(tenderId);
  });

  it("refuses a deposit for a tender the business is not registered in, or for another business's registration", async () => {
    expectFailure(await call(orderCalls.create, dingsheng, { itemKind: "tender_deposit", itemId: bidderId }), 404);
    expectFailure(await call(orderCalls.create, tongda, { itemKind: "tender_deposit", itemId: bidderId }), 404);
    const voucherFileId = await storedUpload(t.database.db, dingsheng.userId, "回单.jpg");
    expectFailure(await call(tenderCalls.depositProof, dingsheng, { id: tenderId, method: "voucher", reference: "HD1", voucherFileId }), 400, /报名审核通过后/);
  });

  it("takes a deposit once: a second order while the first awaits payment is refused, and none after it is paid", async () => {
    orderNo = dataOf<{ orderNo: string }>(await call(orderCalls.create, li, { itemKind: "tender_deposit", itemId: bidderId })).orderNo;
    expectFailure(await call(orderCalls.create, li, { itemKind: "tender_deposit", itemId: bidderId }), 400, /待支付/);
    const { checkoutUrl } = dataOf<{ checkoutUrl: string }>(await call(orderCalls.pay, li, { orderNo, method: "alipay" }));
    await chooseAtCheckout(t, li, checkoutUrl, "pay");
    expect(dataOf<{ state: string }>(await call(orderCalls.sync, li, { orderNo })).state).toBe("paid");
    expectFailure(await call(orderCalls.create, li, { itemKind: "tender_deposit", itemId: bidderId }), 400, /无需缴纳/);
    const orders = await t.database.db
      .select()
      .from(serviceOrders)
      .where(and(eq(serviceOrders.itemKind, "tender_deposit"), eq(serviceOrders.itemId, bidderId)));
    expect(orders.map((o) => o.state)).toEqual(["paid"]);
  });

  it("lets nobody refund the deposit before the outcome: not the bidder, not another business", async () => {
    expectFailure(await call(orderCalls.requestRefund, li, { orderNo, reason: "不想投了，退保证金" }), 400, /招标人/);
    expectFailure(await call(orderCalls.requestRefund, dingsheng, { orderNo, reason: "退别人的保证金" }), 404);
    expectFailure(await call(orderCalls.requestRefund, zhang, { orderNo, reason: "招标人替人退款" }), 404);
    expectFailure(await call(orderCalls.cancel, dingsheng, { orderNo }), 404);
    const [order] = await t.database.db.select().from(serviceOrders).where(eq(serviceOrders.orderNo, orderNo));
    expect(order?.state).toBe("paid");
    const mine = dataOf<{ bidder: { depositState: string } }>(await call(tenderCalls.myDetail, li, { id: tenderId }));
    expect(mine.bidder.depositState).toBe("paid");
  });

  it("refunds once when the tenderer withdraws twice at the same moment", async () => {
    const [order] = await t.database.db.select().from(serviceOrders).where(eq(serviceOrders.orderNo, orderNo));
    const refundsOf = async () =>
      (
        await t.database.db
          .select({ id: paymentRefunds.id })
          .from(paymentRefunds)
          .innerJoin(payments, eq(payments.id, paymentRefunds.paymentId))
          .where(eq(payments.orderId, order?.id ?? 0))
      ).length;
    const answers = await Promise.all(
      [1, 2].map(() => call(tenderCalls.withdraw, zhang, { id: tenderId, reason: "项目规划调整，暂停招标" }).then((r) => r.json() as { code: number })),
    );
    expect(answers.filter((a) => a.code === 200).length).toBeGreaterThanOrEqual(1);
    expect(await refundsOf()).toBe(1);
    const [after] = await t.database.db.select().from(serviceOrders).where(eq(serviceOrders.orderNo, orderNo));
    expect(after?.state).toBe("refunded");
    expect(after?.refundedFen).toBe(after?.paidFen);
    // Refunded: neither the bidder nor anyone else can ask for it again.
    expectFailure(await call(orderCalls.requestRefund, li, { orderNo, reason: "再退一次" }), 400);
    expect(await refundsOf()).toBe(1);
  });
});

/** The demo operator's full session (enrolled through a one-time link, the dev helper of the test app). */
let operator: Promise<StaffSession> | undefined;
const staff = () => {
  operator ??= enrolDemoOperator(t.app, () => new Date());
  return operator;
};
/** A submission as the operator's review call answers it (the back office renders it). */
const reviewed = async (kind: string, id: number) => staffData(t.app, operatorCalls.reviewSubject, { kind, id }, await staff());

describe("certification names", () => {
  let liu: LoggedIn; // 刘振东, administrator of the uncertified 安泰
  const idNumber = "220102198503151237";
  const photos = async () => ({
    idNumber,
    frontResourceId: await storedUpload(t.database.db, liu.userId, "正面.jpg"),
    backResourceId: await storedUpload(t.database.db, liu.userId, "反面.jpg"),
  });
  beforeAll(async () => {
    liu = await login(t, "13900000301", await businessIdOf(t.database.db, "91220200MA0Y6C9P7R"));
  });

  it("refuses names with direction overrides, zero-width or control characters, NUL and 200+ characters; stores nothing", async () => {
    for (const [realName, message] of [
      ["刘振东\u202Efdp.exe", /不可见|控制/],
      ["刘\u200B振东", /不可见|控制/],
      ["刘\u2066振东\u2069", /不可见|控制/],
      ["刘振\uFEFF东", /不可见|控制/],
      ["刘振\u0007东", /不可见|控制/],
      ["刘振\u0000东", /./],
      ["刘".repeat(201), /不能超过/],
    ] as const) {
      const response = await call(certificationCalls.submitPersonal, liu, { realName, ...(await photos()) });
      expectFailure(response, 400, message);
    }
    expect(await t.database.db.select().from(personalCertifications).where(eq(personalCertifications.memberId, liu.userId))).toEqual([]);
    const corporate = {
      companyName: "吉林省安泰机械设备租赁有限公司",
      creditCode: "91220200MA0Y6C9P7R",
      licenseResourceId: await storedUpload(t.database.db, liu.userId, "执照.jpg"),
      authorizationResourceId: await storedUpload(t.database.db, liu.userId, "授权书.jpg"),
      accountNumber: "0710 0120 0000 1234",
    };
    expectFailure(
      await call(certificationCalls.submitCorporate, liu, { ...corporate, legalRepresentative: "刘振东\u202E", bankName: "吉林银行" }),
      400,
      /不可见|控制/,
    );
    expectFailure(
      await call(certificationCalls.submitCorporate, liu, { ...corporate, legalRepresentative: "刘振东", bankName: "吉林\u200D银行" }),
      400,
      /不可见|控制/,
    );
  });

  it("refuses a name holding markup, and answers one stored before that rule as plain text data in the operator's review calls, never as HTML", async () => {
    const realName = `"><img src=x onerror=alert(1)><script>alert(2)`;
    expectFailure(await call(certificationCalls.submitPersonal, liu, { realName, ...(await photos()) }), 400, /真实姓名不能含有 < > 或不可见、控制字符/);
    const { id } = dataOf<{ id: number }>(await call(certificationCalls.submitPersonal, liu, { realName: "刘振东", ...(await photos()) }));
    // A name that reached the table before names refused markup (or by another path).
    await t.database.db.update(personalCertifications).set({ realName }).where(eq(personalCertifications.id, id));
    // The member's own view answers the name as data (the portal renders it as text).
    expect(dataOf<{ realName: string }>(await call(certificationCalls.detail, liu, { kind: "personal", id })).realName).toBe(realName);
    // So do the review calls: the name as it was given, in a field or the title (the back office
    // renders text), and no HTML body for a certification.
    const subject = await reviewed("personal", id);
    expect(subject.title).toBe(realName);
    expect(subject.fields).toContainEqual(["真实姓名", realName]);
    expect(subject.bodyHtml).toBeNull();
    const answer = await staffCall(t.app, operatorCalls.reviewSubject, { kind: "personal", id }, await staff());
    expect(answer.headers["content-type"]).toMatch(/^application\/json/);
    expect(answer.headers["x-content-type-options"]).toBe("nosniff");
    const queue = await staffData(t.app, operatorCalls.reviewQueue, undefined, await staff());
    expect(queue.entries.find((line) => line.kind === "personal" && line.id === id)?.title).toBe(realName);
  });
});

describe("rich and plain text against the XSS corpus", () => {
  it("knowledge articles: the sanitiser the submission and the review use leaves nothing that runs in any payload", () => {
    for (const payload of xssPayloads) expect(unsafe(sanitizeRichText(`<p>正文</p>${payload}`)), payload).toEqual([]);
  });

  it("knowledge articles: a submission of corpus payloads is stored and reviewed without anything that runs", async () => {
    const sample = xssPayloads.filter((_, i) => i % 60 === 0);
    const body = `<p>${"施工现场安全管理要点。".repeat(6)}</p>${sample.join("<br>")}`.slice(0, 20_000);
    const { id } = dataOf<{ id: number }>(await call(knowledgeCalls.submit, zhang, { title: "施工安全管理要点汇编", summary: sample[3], body }));
    const [row] = await t.database.db.select().from(knowledgeSubmissions).where(eq(knowledgeSubmissions.id, id));
    expect(unsafe(sanitizeRichText(row?.content ?? ""))).toEqual([]);
    // The review call answers the body sanitised again on the way out: nothing in it runs.
    const subject = await reviewed("knowledge", id);
    expect(subject.bodyHtml).toContain("施工现场安全管理要点");
    expect(unsafe(subject.bodyHtml ?? "")).toEqual([]);
    expect(subject.title).toBe("施工安全管理要点汇编");
  });

  it("equipment descriptions are plain text: corpus payloads come back as the text given, never as HTML", async () => {
    const sample = xssPayloads.filter((_, i) => i % 150 === 7);
    let description = "";
    const listings: number[] = [];
    const save = async () => {
      const saved = dataOf<{ id: number; description: string }>(
        await call(equipmentCalls.save, zhang, {
          ...craneRental,
          description,
          photoIds: [await storedUpload(t.database.db, zhang.userId, "crane.jpg", 1000)],
          certificateIds: [],
          availableFrom: at(0).slice(0, 10),
          availableTo: at(200 * DAY).slice(0, 10),
        }),
      );
      listings.push(saved.id);
      description = "";
    };
    for (const payload of sample) {
      if (description.length + payload.length + 1 > 2000) await save();
      description += `${payload}\n`;
    }
    if (description) await save();
    for (const id of listings) {
      const subject = await reviewed("equipment", id);
      expect(subject.bodyHtml, `equipment ${id}`).toBeNull();
      // The description is one field of plain text, exactly as saved: the back office renders text.
      const [saved] = await t.database.db.select().from(equipmentListings).where(eq(equipmentListings.id, id));
      expect(subject.fields.map(([, value]) => value)).toContain(saved?.description);
    }
  });
});

describe("shop banner addresses", () => {
  const layoutOf = async () => dataOf<{ layout: Record<string, unknown> }>(await call(shopCalls.decoration, zhang)).layout;

  it("refuses a script, data, protocol-relative, traversing or foreign address, and another member's upload", async () => {
    const layout = await layoutOf();
    for (const url of [
      "javascript:alert(document.cookie)",
      " JaVaScRiPt:alert(1)",
      "data:image/svg+xml;base64,PHN2ZyBvbmxvYWQ9YWxlcnQoMSk+",
      "//evil.example/banner.png",
      "https://evil.example/banner.png",
      `${uploadPaths.file}/1/../../../../etc/passwd`,
      "/uploads/../../secret.png",
    ]) {
      expectFailure(await call(shopCalls.save, zhang, { ...layout, banners: [{ uploadId: null, url, alt: "横幅" }] }), 400, /横幅图片不正确/);
    }
    const theirs = await storedUpload(t.database.db, li.userId, "他人横幅.jpg");
    expectFailure(
      await call(shopCalls.save, zhang, { ...layout, banners: [{ uploadId: theirs, url: "javascript:alert(1)", alt: "" }] }),
      400,
      /横幅图片不正确/,
    );
  });

  it("an upload named with a traversal or markup reaches the public shop only as the platform's own signed file address", async () => {
    const layout = await layoutOf();
    const uploadId = await storedUpload(t.database.db, zhang.userId, '../../../etc/passwd"><svg onload=alert(1)>.png');
    // The stored key is the server's; even one holding a traversal is never an address the shop shows.
    await t.database.db.update(uploadResources).set({ objectKey: "../../../etc/passwd" }).where(eq(uploadResources.id, uploadId));
    dataOf(await call(shopCalls.save, zhang, { ...layout, banners: [{ uploadId, url: "javascript:alert(1)", alt: '"><script>alert(1)</script>' }] }));
    dataOf(await call(shopCalls.publish, zhang));
    const view = dataOf<{ banners: { url: string; alt: string }[] }>(await call(shopCalls.view, null, { company: hongyuan }));
    expect(view.banners.length).toBe(1);
    for (const banner of view.banners) {
      expect(banner.url).toMatch(new RegExp(`^${uploadServicePaths.file}/${uploadId}\\?`));
      expect(banner.url).not.toMatch(/javascript:|\.\.\/|<|>|"/i);
    }
  });
});

describe("signed file links", () => {
  let h: UploadHarness;
  let resourceId = 0;
  let otherId = 0;
  const secret = () => h.storage.secretAccessKey;
  const auth = () => h.first.headers;

  async function uploaded(name: string, data: Uint8Array): Promise<number> {
    const md5 = createHash("md5").update(data).digest("hex");
    const registered = (
      await h.app.inject({
        method: "POST",
        url: uploadServicePaths.register,
        headers: auth(),
        payload: { fileName: name, extName: name.split(".").pop(), fileSize: data.length, hashcode: md5 },
      })
    ).json().data as Record<string, string>;
    const grant = {
      accessKey: registered.accessKey ?? "",
      accessSecret: registered.accessSecret ?? "",
      accessToken: registered.accessToken ?? "",
      uri: registered.uri ?? "",
    };
    expect(await putWithGrant(h.storage, grant, data)).toBe(200);
    await h.app.inject({ method: "POST", url: `${uploadServicePaths.callback}?id=${registered.resourceId}`, headers: auth() });
    return Number(registered.resourceId);
  }
  const get = (url: string) => h.app.inject({ method: "GET", url });
  const withParam = (url: string, key: string, value: string) => {
    const parsed = new URL(url, "http://x");
    parsed.searchParams.set(key, value);
    return `${parsed.pathname}?${parsed.searchParams.toString()}`;
  };

  beforeAll(async () => {
    h = await startUploadHarness();
    resourceId = await uploaded("合同.pdf", randomBytes(400));
    otherId = await uploaded("报价单.pdf", randomBytes(300));
  }, 60_000);
  afterAll(() => h?.close());

  it("serves a good link, and refuses an expired one, a moved expiry, a widened disposition or another resource under the same signature", async () => {
    const good = signFileLink(secret(), uploadServicePaths.file, resourceId, "合同.pdf", "attachment");
    expect((await get(good)).statusCode).toBe(200);
    const expired = signFileLink(secret(), uploadServicePaths.file, resourceId, "合同.pdf", "attachment", Date.now() - 2 * 3_600_000);
    expect((await get(expired)).statusCode).toBe(403);
    const e = Number(new URL(expired, "http://x").searchParams.get("e"));
    expect((await get(withParam(expired, "e", String(e + 10 * 3_600_000)))).statusCode).toBe(403);
    expect((await get(withParam(good, "d", "inline"))).statusCode).toBe(403);
    expect((await get(good.replace(`/${resourceId}?`, `/${otherId}?`))).statusCode).toBe(403);
    expect((await get(withParam(good, "s", `${new URL(good, "http://x").searchParams.get("s")}A`))).statusCode).toBe(403);
  });

  it("refuses a renamed link: nobody can make the platform hand out a file under a name of their choosing", async () => {
    const good = signFileLink(secret(), uploadServicePaths.file, resourceId, "合同.pdf", "attachment");
    for (const name of ["合同.exe", "invoice.html", "a\r\nSet-Cookie: x=1", 'a"; filename="evil.exe', "../../etc/passwd"]) {
      expect((await get(withParam(good, "name", name))).statusCode, name).toBe(403);
    }
  });

  it("keeps a signed name with quotes, CR/LF or a traversal inside one safe Content-Disposition header", async () => {
    for (const name of ['a"; filename="evil.exe', "合同\r\nSet-Cookie: x=1.pdf", "../../etc/passwd.pdf", "报价\u202Efdp.exe"]) {
      const response = await get(signFileLink(secret(), uploadServicePaths.file, resourceId, name, "attachment"));
      expect(response.statusCode, name).toBe(200);
      const header = String(response.headers["content-disposition"]);
      expect(header).not.toMatch(/[\r\n]/);
      expect(response.headers["set-cookie"]).toBeUndefined();
      // One quoted fallback without quotes or backslashes inside, and the full name percent-encoded.
      expect(header).toMatch(/^attachment; filename="[^"\\]*"; filename\*=UTF-8''[A-Za-z0-9%\-_.!~*'()]*$/);
      expect(response.headers["content-type"]).toBe("application/octet-stream");
    }
  });

  it("answers 404 for a link to a resource that is gone", async () => {
    const gone = await uploaded("作废.pdf", randomBytes(100));
    const link = signFileLink(secret(), uploadServicePaths.file, gone, "作废.pdf", "attachment");
    expect((await get(link)).statusCode).toBe(200);
    await h.db.update(uploadResources).set({ status: "failed" }).where(eq(uploadResources.id, gone));
    expect((await get(link)).statusCode).toBe(404);
    await h.db.delete(uploadResources).where(eq(uploadResources.id, gone));
    expect((await get(link)).statusCode).toBe(404);
    expect((await get(signFileLink(secret(), uploadServicePaths.file, 2_000_000_000, "x.pdf", "attachment"))).statusCode).toBe(404);
  });
});
