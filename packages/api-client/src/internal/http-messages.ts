import { formatMessage } from "@cidp/domain";

/** '请求出错，状态码：' plus the status (spec §8). */
export function statusText(status: number): string {
  return formatMessage("http.status", { status });
}

/** The timeout text (spec §8). */
export const timeoutText: string = formatMessage("http.timeout");

/** The network-failure text (spec §8). */
export const networkText: string = formatMessage("http.network");
