import { type ApiClient, getSwitchBusinessToken } from "@cidp/api-client";
import { StorageKey } from "@cidp/domain";

/** Hands the token bound to a business to the portal's server, which checks it and sets the shared cookies. */
export async function storeSwitchToken(send: typeof fetch, token: string, businessId: string): Promise<void> {
  const form = new URLSearchParams({ token, switchtocompanyid: businessId });
  const response = await send("/session/switch", { method: "POST", body: form, headers: { accept: "application/json" } });
  if (!response.ok) throw new Error(`company switch refused: ${response.status}`);
}

/** The session-storage key of the business a notice switched to, for the header to say so after the page loads. */
export const COMPANY_SWITCHED_KEY = "cidp.companySwitched";

/**
 * The company switch a notice of another of the member's businesses asks for (spec §4's switch:
 * a token for that business, the shared cookies, the choice saved), then its page, loaded whole
 * since the session changed; the header says 已切换 once it has loaded (CompanySwitchedNotice).
 */
export async function switchCompanyThenOpen(
  client: ApiClient,
  target: { businessId: string; businessName: string; to: string },
  page: { storage: Pick<Storage, "setItem">; flash: Pick<Storage, "setItem">; assign: (to: string) => void; fetch?: typeof fetch },
): Promise<void> {
  const send = page.fetch ?? ((input, init) => globalThis.fetch(input, init));
  const { token } = (await getSwitchBusinessToken(client, { businessId: Number(target.businessId) })).data;
  await storeSwitchToken(send, token, target.businessId);
  page.storage.setItem(StorageKey.switchToCompanyId, target.businessId);
  page.flash.setItem(COMPANY_SWITCHED_KEY, target.businessName);
  page.assign(target.to);
}
