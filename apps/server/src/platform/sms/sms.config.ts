import type { SmsTextPurpose } from "./sms.constants.ts";
import { SMS_PURPOSE_DESCRIPTIONS, SMS_TEMPLATE_PARAMETERS, SMS_TEXT_PURPOSES } from "./sms-templates.ts";

/** Where texts go: a carrier, or (development only) the outbox in the log. */
export const SMS_PROVIDERS = ["aliyun", "tencent", "outbox"] as const;

/** The regions Tencent Cloud SMS answers in. */
export const TENCENT_SMS_REGIONS = ["ap-guangzhou", "ap-beijing", "ap-nanjing"] as const;

/** The sign name of the development outbox when SMS_SIGN_NAME is unset. */
const OUTBOX_SIGN_NAME = "建筑产业互联网平台";

/** What every carrier needs: the approved sign name, an approved template per kind of text, and optionally where its API is. */
interface CarrierSettings {
  /** The approved 签名, without 【】 (the carrier adds them). */
  signName: string;
  templates: Readonly<Record<SmsTextPurpose, string>>;
  /** The API's address when not the carrier's public one (a private endpoint, a relay, the offline tests' gateway). */
  endpoint: URL | null;
}

export interface AliyunSmsSettings extends CarrierSettings {
  provider: "aliyun";
  accessKeyId: string;
  accessKeySecret: string;
}

export interface TencentSmsSettings extends CarrierSettings {
  provider: "tencent";
  secretId: string;
  secretKey: string;
  sdkAppId: string;
  region: (typeof TENCENT_SMS_REGIONS)[number];
}

export interface OutboxSmsSettings {
  provider: "outbox";
  signName: string;
}

/** The SMS settings of a deployment. */
export type SmsSettings = AliyunSmsSettings | TencentSmsSettings | OutboxSmsSettings;

/** The settings, or one line per missing or malformed one (naming the variable, never a secret's value). */
export type SmsSettingsReading = { ok: true; settings: SmsSettings } | { ok: false; problems: string[] };

/** Each carrier's form of a template's identifier. */
const templateIdForms = {
  aliyun: { pattern: /^SMS_\d{1,20}$/, what: "an Aliyun template code: SMS_ and digits, e.g. SMS_154950909" },
  tencent: { pattern: /^\d{1,12}$/, what: "a Tencent template ID: digits, e.g. 1110" },
} as const;

/**
 * SMS_TEMPLATES: `purpose:template` pairs, comma separated, one for every kind of text the platform
 * sends (several kinds may name the same approved template).
 */
function readTemplates(value: string | undefined, carrier: "aliyun" | "tencent", problems: string[]): Record<SmsTextPurpose, string> {
  const templates: Partial<Record<SmsTextPurpose, string>> = {};
  if (!value) {
    problems.push(
      `SMS_TEMPLATES is required with SMS_PROVIDER=${carrier} (purpose:template pairs, comma separated, one for each of ${SMS_TEXT_PURPOSES.join(", ")})`,
    );
    return templates as Record<SmsTextPurpose, string>;
  }
  const known = new Set<string>(SMS_TEXT_PURPOSES);
  // A purpose listed with a malformed template gets that line, not a second one saying it is missing.
  const listed = new Set<string>();
  for (const entry of value.split(",")) {
    const item = entry.trim();
    if (item === "") continue;
    const separator = item.indexOf(":");
    const purpose = item.slice(0, Math.max(separator, 0)).trim();
    const id = item.slice(separator + 1).trim();
    if (separator < 1 || id === "")
      problems.push(`SMS_TEMPLATES: "${item}" is not purpose:template, e.g. login:${carrier === "aliyun" ? "SMS_154950909" : "1110"}`);
    else if (!known.has(purpose)) problems.push(`SMS_TEMPLATES: unknown purpose "${purpose}" (the purposes: ${SMS_TEXT_PURPOSES.join(", ")})`);
    else if (listed.has(purpose)) problems.push(`SMS_TEMPLATES: ${purpose} is listed twice`);
    else if (!templateIdForms[carrier].pattern.test(id)) problems.push(`SMS_TEMPLATES: "${id}" (${purpose}) must be ${templateIdForms[carrier].what}`);
    else templates[purpose as SmsTextPurpose] = id;
    if (known.has(purpose)) listed.add(purpose);
  }
  for (const purpose of SMS_TEXT_PURPOSES) {
    if (!listed.has(purpose))
      problems.push(
        `SMS_TEMPLATES has no template for ${purpose} (${SMS_PURPOSE_DESCRIPTIONS[purpose]}; variables: ${SMS_TEMPLATE_PARAMETERS[purpose].join(", ")})`,
      );
  }
  return templates as Record<SmsTextPurpose, string>;
}

/** SMS_SIGN_NAME: the approved 签名 itself; the carrier puts it in 【】. */
function readSignName(value: string | undefined, carrier: "aliyun" | "tencent", problems: string[]): string {
  if (!value) problems.push(`SMS_SIGN_NAME is required with SMS_PROVIDER=${carrier} (the sign name, 签名, the carrier approved for this platform)`);
  else if ([...value].length < 2 || [...value].length > 20 || /[【】[\]\s]/.test(value))
    problems.push("SMS_SIGN_NAME must be the approved sign name itself: 2–20 characters, no spaces and no 【】 (the carrier adds them)");
  return value ?? "";
}

/** An optional API address: scheme, host and port only. */
function readEndpoint(name: string, value: string | undefined, example: string, problems: string[]): URL | null {
  if (!value) return null;
  try {
    const url = new URL(value);
    const bare = url.pathname === "/" && url.search === "" && url.hash === "" && url.username === "" && url.password === "";
    if ((url.protocol === "http:" || url.protocol === "https:") && bare) return url;
  } catch {
    // Refused below with the same line as any other malformed address.
  }
  problems.push(`${name} must be an http(s) URL with no path, e.g. ${example}`);
  return null;
}

/** A key the carrier issued: required, never quoted back. */
function readKey(env: NodeJS.ProcessEnv, name: string, carrier: string, what: string, problems: string[]): string {
  const value = env[name] ?? "";
  if (!value) problems.push(`${name} is required with SMS_PROVIDER=${carrier} (${what})`);
  else if (/\s/.test(value)) problems.push(`${name} must not contain spaces or line breaks (${what})`);
  return value;
}

/**
 * Reads the SMS settings (README "SMS"). Unset, texts go to the development outbox; production
 * refuses that (environment.ts). Blank values count as unset, as everywhere in the start's check.
 */
export function readSmsSettings(environment: NodeJS.ProcessEnv = process.env): SmsSettingsReading {
  const env = Object.fromEntries(Object.entries(environment).filter(([, value]) => value !== undefined && value.trim() !== ""));
  const provider = env.SMS_PROVIDER ?? "outbox";
  const problems: string[] = [];
  if (provider === "outbox") {
    const signName = env.SMS_SIGN_NAME ?? OUTBOX_SIGN_NAME;
    return { ok: true, settings: { provider, signName } };
  }
  if (provider === "aliyun") {
    const settings: AliyunSmsSettings = {
      provider,
      signName: readSignName(env.SMS_SIGN_NAME, provider, problems),
      templates: readTemplates(env.SMS_TEMPLATES, provider, problems),
      accessKeyId: readKey(env, "ALIYUN_SMS_ACCESS_KEY_ID", provider, "the AccessKey ID of a RAM user allowed to send SMS", problems),
      accessKeySecret: readKey(env, "ALIYUN_SMS_ACCESS_KEY_SECRET", provider, "that AccessKey's secret", problems),
      endpoint: readEndpoint("ALIYUN_SMS_ENDPOINT", env.ALIYUN_SMS_ENDPOINT, "https://dysmsapi.aliyuncs.com", problems),
    };
    return problems.length > 0 ? { ok: false, problems } : { ok: true, settings };
  }
  if (provider === "tencent") {
    const sdkAppId = readKey(env, "TENCENT_SMS_SDK_APP_ID", provider, "the SdkAppId of the SMS application, e.g. 1400006666", problems);
    if (sdkAppId && !/^\d{6,12}$/.test(sdkAppId)) problems.push("TENCENT_SMS_SDK_APP_ID must be the SMS application's SdkAppId: digits, e.g. 1400006666");
    const region = env.TENCENT_SMS_REGION ?? "";
    if (!region) problems.push(`TENCENT_SMS_REGION is required with SMS_PROVIDER=tencent (${TENCENT_SMS_REGIONS.join(", ")})`);
    else if (!(TENCENT_SMS_REGIONS as readonly string[]).includes(region))
      problems.push(`TENCENT_SMS_REGION must be one of ${TENCENT_SMS_REGIONS.join(", ")} (the regions of Tencent Cloud SMS)`);
    const settings: TencentSmsSettings = {
      provider,
      signName: readSignName(env.SMS_SIGN_NAME, provider, problems),
      templates: readTemplates(env.SMS_TEMPLATES, provider, problems),
      secretId: readKey(env, "TENCENT_SMS_SECRET_ID", provider, "the SecretId of a CAM user allowed to send SMS", problems),
      secretKey: readKey(env, "TENCENT_SMS_SECRET_KEY", provider, "that SecretId's SecretKey", problems),
      sdkAppId,
      region: region as TencentSmsSettings["region"],
      endpoint: readEndpoint("TENCENT_SMS_ENDPOINT", env.TENCENT_SMS_ENDPOINT, "https://sms.tencentcloudapi.com", problems),
    };
    return problems.length > 0 ? { ok: false, problems } : { ok: true, settings };
  }
  return { ok: false, problems: [`SMS_PROVIDER must be one of ${SMS_PROVIDERS.join(", ")} (outbox: the development outbox, which delivers nothing)`] };
}
