/** A region's branding, chosen by the host the request came in on (spec §3). */
export interface PlatformConfig {
  platformCode: string;
  /** The platform's first host (spec §3); `hosts` lists them all. */
  ngCode: string;
  /** Every host name the platform answers to (平台设置 域名); absent from an older service: ngCode alone. */
  hosts?: readonly string[];
  baseTitle: string;
  subTitle: string;
  logoImg: string;
  codeImg: string;
  dataSource: string;
  /** Targets of the footer's QR codes and the download page's store links; a path is on the portal's host. */
  officialAccountUrl?: string;
  appDownloadUrl?: string;
  customerServiceUrl?: string;
  iosAppUrl?: string;
  androidAppUrl?: string;
  /** The footer's 服务热线 and its hours (back office 平台设置); the message catalogue's when absent. */
  hotline?: string;
  serviceHours?: string;
  /** Keys of the sections the platform hides (back office 平台设置); the platform code's rule when absent. */
  hiddenSections?: readonly string[];
  /** The footer's 备案号 (ICP), 公安备案号 and operating company (主办单位); the catalogue's when empty. */
  icpNumber?: string;
  publicSecurityNumber?: string;
  operatingCompany?: string;
  /** The platform's own footer links. */
  footerLinks?: readonly PlatformFooterLink[];
}

/** One link of a platform's footer (平台设置 页脚链接). */
export interface PlatformFooterLink {
  title: string;
  url: string;
}

/** Strips a port and lower-cases, so `LOCALHOST:3000` and `localhost` are the same host. */
export function hostnameOf(host: string): string {
  const trimmed = host.trim().toLowerCase();
  if (trimmed.startsWith("[")) return trimmed.slice(0, trimmed.indexOf("]") + 1);
  const colon = trimmed.indexOf(":");
  return colon === -1 ? trimmed : trimmed.slice(0, colon);
}

/**
 * The configuration one of whose hosts is the request's host name (any port); null when none
 * matches (spec §7). A configuration without a host list (an older service) is matched by its ngCode.
 */
export function selectPlatformConfig<T extends Pick<PlatformConfig, "ngCode" | "hosts">>(configs: readonly T[], host: string): T | null {
  const hostname = hostnameOf(host).replace(/\.$/, "");
  if (hostname === "") return null;
  return configs.find((config) => (config.hosts ?? [config.ngCode]).some((own) => hostnameOf(own) === hostname)) ?? null;
}
