import { type ApiClient, getSwitchBusinessToken } from "@cidp/api-client";
import { COMPANY_SWITCH_RELOAD_DELAY_MS, StorageKey } from "@cidp/domain";

/**
 * Company switch (spec §4): a token bound to the chosen business, handed to the portal's server,
 * which checks it and sets the shared cookies; then the choice is saved and the page reloads after 100 ms.
 */
export async function switchCompany(client: ApiClient, businessId: number, storage: Pick<Storage, "setItem">, reload: () => void): Promise<void> {
  const answer = await getSwitchBusinessToken(client, { businessId });
  const form = new URLSearchParams({ token: answer.data.token, switchtocompanyid: String(answer.data.businessId) });
  const response = await fetch("/session/switch", { method: "POST", body: form, headers: { accept: "application/json" } });
  if (!response.ok) throw new Error(`company switch refused: ${response.status}`);
  storage.setItem(StorageKey.switchToCompanyId, String(answer.data.businessId));
  await new Promise((resolve) => setTimeout(resolve, COMPANY_SWITCH_RELOAD_DELAY_MS));
  reload();
}
