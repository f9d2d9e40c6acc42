import { randomBytes } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../../testing/test-app.ts";
import { jobs } from "../../jobs/schema.ts";
import { createTestClock, sendCode } from "../../login-site/test-helpers.ts";
import { composeSms } from "../compose-sms.ts";
import { readSmsSettings, type SmsSettings } from "../sms.config.ts";
import { SmsNotice, type SmsTextPurpose } from "../sms.constants.ts";
import { queueSmsNotice, SMS_NOTICE_JOB } from "../sms-notice-job.ts";
import type { SmsProvider } from "../sms-provider.ts";
import { SMS_TEMPLATE_PARAMETERS, SMS_TEXT_PURPOSES } from "../sms-templates.ts";
import { createAliyunSms } from "./aliyun-sms.ts";
import { startFakeAliyunSms } from "./fake-aliyun-sms.ts";
import { startFakeTencentSms } from "./fake-tencent-sms.ts";
import { createTencentSms } from "./tencent-sms.ts";

// Each carrier's adapter, configured through its settings, against a local gateway that speaks the
// carrier's documented protocol and checks our signatures as the carrier does, with keys made here.

const SIGN_NAME = "长春建筑产业平台";
/** The one kind of text whose template the fake has not approved (a template refused for good). */
const UNAPPROVED: SmsTextPurpose = SmsNotice.quoteReminder;

/** A sent text as every fake records it. */
interface Sent {
  phone: string;
  signName: string;
  template: string;
  params: unknown;
}

/** What the scenarios need of a carrier and its fake. */
interface Carrier {
  name: "aliyun" | "tencent";
  /** The template each kind of text uses in this deployment. */
  templates: Record<SmsTextPurpose, string>;
  start(
    keyId: string,
    secret: string,
  ): Promise<{ url: string; sent(): Sent[]; refusals: string[]; limit(phone: string): void; down: boolean; close(): Promise<void> }>;
  /** The settings a deployment gives, pointed at the fake. */
  environment(url: string, keyId: string, secret: string): NodeJS.ProcessEnv;
  create(settings: SmsSettings): SmsProvider;
  /** A mainland number as the carrier wants it. */
  phone(phone: string): string;
  /** A text's variables as the carrier takes them. */
  params(purpose: SmsTextPurpose, values: Record<string, unknown>): unknown;
  /** The carrier's answer to a request signed with a wrong secret. */
  signatureRefused: string;
}

const templatesOf = (idOf: (index: number) => string) =>
  Object.fromEntries(SMS_TEXT_PURPOSES.map((purpose, index) => [purpose, idOf(index)])) as Record<SmsTextPurpose, string>;
const templatesSetting = (templates: Record<SmsTextPurpose, string>) =>
  Object.entries(templates)
    .map(([purpose, id]) => `${purpose}:${id}`)
    .join(",");

const aliyunTemplates = templatesOf((index) => `SMS_4650${index + 10}`);
const tencentTemplates = templatesOf((index) => `${2100 + index}`);

const carriers: Carrier[] = [
  {
    name: "aliyun",
    templates: aliyunTemplates,
    async start(keyId, secret) {
      const approved = Object.fromEntries(SMS_TEXT_PURPOSES.filter((p) => p !== UNAPPROVED).map((p) => [aliyunTemplates[p], SMS_TEMPLATE_PARAMETERS[p]]));
      const fake = await startFakeAliyunSms({ accessKeys: { [keyId]: secret }, signName: SIGN_NAME, templates: approved });
      return Object.assign(fake, {
        sent: () => fake.received.map((r) => ({ phone: r.phone, signName: r.signName, template: r.templateCode, params: r.params })),
      });
    },
    environment: (url, keyId, secret) => ({
      SMS_PROVIDER: "aliyun",
      SMS_SIGN_NAME: SIGN_NAME,
      SMS_TEMPLATES: templatesSetting(aliyunTemplates),
      ALIYUN_SMS_ACCESS_KEY_ID: keyId,
      ALIYUN_SMS_ACCESS_KEY_SECRET: secret,
      ALIYUN_SMS_ENDPOINT: url,
    }),
    create: (settings) => createAliyunSms(settings as Parameters<typeof createAliyunSms>[0]),
    phone: (phone) => phone,
    params: (_purpose, values) => values,
    signatureRefused: "SignatureDoesNotMatch",
  },
  {
    name: "tencent",
    templates: tencentTemplates,
    async start(keyId, secret) {
      const approved = Object.fromEntries(
        SMS_TEXT_PURPOSES.filter((p) => p !== UNAPPROVED).map((p) => [tencentTemplates[p], SMS_TEMPLATE_PARAMETERS[p].length]),
      );
      const fake = await startFakeTencentSms({ secretKeys: { [keyId]: secret }, sdkAppId: "1400654321", signName: SIGN_NAME, templates: approved });
      return Object.assign(fake, {
        sent: () => fake.received.map((r) => ({ phone: r.phone, signName: r.signName, template: r.templateId, params: r.params })),
      });
    },
    environment: (url, keyId, secret) => ({
      SMS_PROVIDER: "tencent",
      SMS_SIGN_NAME: SIGN_NAME,
      SMS_TEMPLATES: templatesSetting(tencentTemplates),
      TENCENT_SMS_SECRET_ID: keyId,
      TENCENT_SMS_SECRET_KEY: secret,
      TENCENT_SMS_SDK_APP_ID: "1400654321",
      TENCENT_SMS_REGION: "ap-guangzhou",
      TENCENT_SMS_ENDPOINT: url,
    }),
    create: (settings) => createTencentSms(settings as Parameters<typeof createTencentSms>[0]),
    phone: (phone) => `+86${phone}`,
    params: (purpose, values) => SMS_TEMPLATE_PARAMETERS[purpose].map((name) => values[name]),
    signatureRefused: "AuthFailure.SignatureFailure",
  },
];

function settingsOf(env: NodeJS.ProcessEnv): SmsSettings {
  const reading = readSmsSettings(env);
  if (!reading.ok) throw new Error(reading.problems.join("\n"));
  return reading.settings;
}

describe.each(carriers)("texts through $name", (carrier) => {
  const clock = createTestClock();
  const keyId = `${carrier.name === "aliyun" ? "LTAI5t" : "AKID"}${randomBytes(8).toString("hex")}`;
  const secret = randomBytes(16).toString("hex");
  let fake: Awaited<ReturnType<Carrier["start"]>>;
  let t: TestApp;
  /** The app's provider: the carrier's adapter with the right secret, or with a wrong one. */
  const switchable = {
    current: null as SmsProvider | null,
    send: (message: Parameters<SmsProvider["send"]>[0]) => (switchable.current as SmsProvider).send(message),
  };
  let rightKeys: SmsProvider;
  let wrongSecret: SmsProvider;
  const lastSent = () => fake.sent().at(-1);
  /** The code a sent text carried: Aliyun's variables by name, Tencent's in order. */
  const codeOf = (sent: Sent | undefined) => {
    const params = sent?.params ?? {};
    return String(Array.isArray(params) ? params[0] : (params as { code?: string }).code);
  };
  const noticeJobs = async () =>
    (await t.database.db.select().from(jobs).where(eq(jobs.kind, SMS_NOTICE_JOB)).orderBy(jobs.id)).map((job) => ({
      phone: job.payload.phone,
      purpose: job.payload.purpose,
      state: job.state,
      attempts: job.attempts,
    }));

  beforeAll(async () => {
    fake = await carrier.start(keyId, secret);
    rightKeys = carrier.create(settingsOf(carrier.environment(fake.url, keyId, secret)));
    wrongSecret = carrier.create(settingsOf(carrier.environment(fake.url, keyId, randomBytes(16).toString("hex"))));
    switchable.current = rightKeys;
    t = await createTestApp({ memory: true }, { now: clock.now, smsProvider: switchable });
  }, 60_000);
  afterAll(async () => {
    await t.close();
    await fake.close();
  });

  it("sends a log-in code through send-validate: the log-in template, the sign name and the code as its variable", async () => {
    const response = await sendCode(t.app, "13800000001", "login");
    expect(response.json()).toMatchObject({ code: 200, success: true, msg: "发送成功" });
    const sent = lastSent();
    expect(sent).toEqual({
      phone: carrier.phone("13800000001"),
      signName: SIGN_NAME,
      template: carrier.templates.login,
      params: carrier.params("login", { code: expect.stringMatching(/^\d{6}$/) }),
    });
    // The code the carrier got is the code the log-in takes.
    expect(await t.app.smsCodes.verify({ phone: "13800000001", purpose: "login", code: codeOf(sent) })).toEqual({ ok: true });
  });

  it("answers a clear failure, never 发送成功, when the carrier refuses our signature; the code neither works nor counts", async () => {
    const before = fake.sent().length;
    switchable.current = wrongSecret;
    const refused = await sendCode(t.app, "13800000002", "login");
    expect(refused.json()).toMatchObject({ code: 424, success: false, msg: "短信发送失败，请稍后重试" });
    expect(fake.refusals.at(-1)).toBe(carrier.signatureRefused);
    expect(fake.sent()).toHaveLength(before);
    // Asked again at once: the failed send started no 60-second wait, and the new code works.
    switchable.current = rightKeys;
    const again = await sendCode(t.app, "13800000002", "login");
    expect(again.json()).toMatchObject({ code: 200, msg: "发送成功" });
    expect(await t.app.smsCodes.verify({ phone: "13800000002", purpose: "login", code: codeOf(lastSent()) })).toEqual({ ok: true });
  });

  it("answers the carrier's own limit for the phone with its own words", async () => {
    fake.limit(carrier.phone("13900000502"));
    const response = await sendCode(t.app, "13900000502", "register");
    expect(response.json()).toMatchObject({ code: 429, success: false, msg: "该手机号接收短信过于频繁，请稍后再试" });
  });

  it("gives up at once a notice the carrier refuses for good (a number, an unapproved template) and retries one it could not take yet", async () => {
    await queueSmsNotice(t.database.db, composeSms(SmsNotice.awardWon, "10000000000", { title: "南关区管材采购" }), clock.now());
    await queueSmsNotice(
      t.database.db,
      composeSms(SmsNotice.quoteReminder, "13900000503", { title: "二道区保温材料采购", deadline: "2026-03-05 16:00:00" }),
      clock.now(),
    );
    await t.app.jobs.runDue({ kinds: [SMS_NOTICE_JOB] });
    clock.advance(3 * 3_600_000);
    await t.app.jobs.runDue({ kinds: [SMS_NOTICE_JOB] });
    expect(await noticeJobs()).toEqual([
      { phone: "10000000000", purpose: SmsNotice.awardWon, state: "dead", attempts: 1 },
      { phone: "13900000503", purpose: SmsNotice.quoteReminder, state: "dead", attempts: 1 },
    ]);
    expect(fake.refusals).toEqual(
      expect.arrayContaining(
        carrier.name === "aliyun"
          ? ["isv.MOBILE_NUMBER_ILLEGAL", "isv.SMS_TEMPLATE_ILLEGAL"]
          : ["InvalidParameterValue.IncorrectPhoneNumber", "FailedOperation.TemplateIncorrectOrUnapproved"],
      ),
    );

    fake.down = true;
    await queueSmsNotice(t.database.db, composeSms(SmsNotice.awardLost, "13900000504", { title: "南关区管材采购" }), clock.now());
    await t.app.jobs.runDue({ kinds: [SMS_NOTICE_JOB] });
    expect((await noticeJobs()).at(-1)).toMatchObject({ phone: "13900000504", state: "pending", attempts: 1 });
    fake.down = false;
    clock.advance(60_000);
    await t.app.jobs.runDue({ kinds: [SMS_NOTICE_JOB] });
    expect((await noticeJobs()).at(-1)).toMatchObject({ phone: "13900000504", state: "done", attempts: 2 });
    expect(lastSent()).toEqual({
      phone: carrier.phone("13900000504"),
      signName: SIGN_NAME,
      template: carrier.templates[SmsNotice.awardLost],
      params: carrier.params(SmsNotice.awardLost, { title: "南关区管材采购" }),
    });
  });
});
