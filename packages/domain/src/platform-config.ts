/** A region's branding, chosen by the host the request came in on (spec §3). */
export interface PlatformConfig {
  platformCode: string;
  /** Matched against the request host. */
  ngCode: string;
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
}

/** Strips a port and lower-cases, so `LOCALHOST:3000` and `localhost` are the same host. */
export function hostnameOf(host: string): string {
  const trimmed = host.trim().toLowerCase();
  if (trimmed.startsWith("[")) return trimmed.slice(0, trimmed.indexOf("]") + 1);
  const colon = trimmed.indexOf(":");
  return colon === -1 ? trimmed : trimmed.slice(0, colon);
}

/** The configuration whose ngCode equals the request host; null when none matches (spec §7). */
export function selectPlatformConfig<T extends Pick<PlatformConfig, "ngCode">>(configs: readonly T[], host: string): T | null {
  const hostname = hostnameOf(host);
  if (hostname === "") return null;
  return configs.find((config) => hostnameOf(config.ngCode) === hostname) ?? null;
}
