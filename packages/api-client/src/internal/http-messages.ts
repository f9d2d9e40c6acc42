// The wrapper's texts of spec §8, under the same codes as the @cidp/domain zh-CN catalogue, which
// does not export them yet; swap this map for `formatMessage` once it does.
const texts = {
  "http.status": "请求出错，状态码：{status}",
  "http.timeout": "请求超时，请检查网络或稍后重试",
  "http.network": "网络连接失败，请检查网络设置",
} as const;

/** '请求出错，状态码：' plus the status. */
export function statusText(status: number): string {
  return texts["http.status"].replace("{status}", String(status));
}

/** The timeout text. */
export const timeoutText: string = texts["http.timeout"];

/** The network-failure text. */
export const networkText: string = texts["http.network"];
