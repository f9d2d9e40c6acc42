/**
 * What a platform is reached by and what its footer must show by law (平台设置 域名与备案): its host
 * names, its 备案号 (ICP; 公安备案号 as well where it has one), its operating company and a few links.
 * The back office's form, the services and the command line all check a value with these rules, so
 * the three refuse the same things in the same words.
 */

/** The most host names one platform answers to. */
export const PLATFORM_HOSTS_MAX = 20;
/** The most links of a platform's footer. */
export const PLATFORM_FOOTER_LINKS_MAX = 10;

/** Where a 备案号 is looked up (the footer links the ICP number there, as Chinese sites do). */
export const ICP_LOOKUP_URL = "https://beian.miit.gov.cn/";
/** Where a 公安备案号 is looked up. */
export const PUBLIC_SECURITY_LOOKUP_URL = "https://beian.mps.gov.cn/";

const LABEL = /^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/;
const IPV4 = /^(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)(\.(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)){3}$/;
/** The provinces' one-character names that open a 备案号. */
const PROVINCE = "[京津沪渝冀豫云辽黑湘皖鲁新苏浙赣鄂桂甘晋蒙陕吉闽贵粤青藏川宁琼]";
const ICP_NUMBER = new RegExp(`^${PROVINCE}ICP(备|证)\\d{4,12}号(-\\d{1,3})?$`);
const PUBLIC_SECURITY_NUMBER = new RegExp(`^${PROVINCE}公网安备\\s?\\d{14}号$`);

/** A host as it is kept and compared: trimmed, lower-cased, without a closing dot. */
export function normalHost(host: string): string {
  return host.trim().toLowerCase().replace(/\.$/, "");
}

/**
 * Why `host` (normalised) cannot be one of a platform's host names, or null when it can: a DNS name
 * (`jz.changchun.gov.cn`, `localhost`) or an IPv4 address. No port: the portal picks the platform by
 * the name alone, so `127.0.0.1` serves every port of a development machine.
 */
export function hostProblem(host: string): string | null {
  const shown = host.slice(0, 60);
  if (host === "") return "域名不能为空";
  if (/[:/?#@\s]/.test(host)) return `域名“${shown}”只填主机名，不带 http://、端口或路径（门户按主机名选择平台，任何端口都算同一主机）`;
  if (host.length > 253) return `域名“${shown}…”过长`;
  if (IPV4.test(host)) return null;
  if (/[^\x20-\x7e]/.test(host)) return `域名“${shown}”含中文或全角字符：中文域名请填写其 xn-- 形式`;
  if (!host.split(".").every((label) => LABEL.test(label))) return `域名“${shown}”格式不正确，如 jz.changchun.gov.cn`;
  return null;
}

/** Why `value` (trimmed) cannot be a platform's ICP 备案号, or null (empty: none configured). */
export function icpNumberProblem(value: string): string | null {
  return value === "" || ICP_NUMBER.test(value) ? null : "请填写正确的ICP备案号，如 吉ICP备2024000001号-1";
}

/** Why `value` (trimmed) cannot be a platform's 公安备案号, or null (empty: none configured). */
export function publicSecurityNumberProblem(value: string): string | null {
  return value === "" || PUBLIC_SECURITY_NUMBER.test(value) ? null : "请填写正确的公安备案号，如 吉公网安备22010202000001号";
}

/** Why `url` (trimmed) cannot be a footer link's address, or null: an absolute http(s) address. */
export function footerLinkUrlProblem(url: string): string | null {
  if (!/^https?:\/\/[^\s/?#]+[^\s]*$/i.test(url)) return `页脚链接地址须为 http(s):// 开头的完整地址（“${url.slice(0, 60)}”不是）`;
  try {
    new URL(url);
    return null;
  } catch {
    return `页脚链接地址“${url.slice(0, 60)}”格式不正确`;
  }
}
