import { clientCall } from "@cidp/api-client";
import { type CallResult, deliveryAddressCalls } from "@cidp/api-client/contract";
import { memberClientOrLogin, type RequestContext } from "../../lib/session/portal-request.server.ts";

export type DeliveryAddress = CallResult<typeof deliveryAddressCalls.list>["data"][number];

/** The selected business's address book (empty when it cannot be read: the page says so). */
export async function loadAddressBook(context: RequestContext): Promise<{ addresses: DeliveryAddress[]; failed: boolean }> {
  const client = memberClientOrLogin(context);
  try {
    return { addresses: (await clientCall(deliveryAddressCalls.list)(client, { silent: true })).data, failed: false };
  } catch {
    return { addresses: [], failed: true };
  }
}

/** Only a member-center path may be gone back to (never another site). */
export function backOf(url: URL, fallback: string): string {
  const back = url.searchParams.get("back") ?? "";
  return back.startsWith("/user/") && !back.startsWith("//") ? back : fallback;
}

/** `back` with the chosen address's id added, so the sheet form opens with it picked. */
export function withAddress(back: string, id: number): string {
  const url = new URL(back, "http://portal.invalid");
  url.searchParams.set("address", String(id));
  return `${url.pathname}${url.search}`;
}
