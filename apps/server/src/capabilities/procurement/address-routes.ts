import { deliveryAddressCalls } from "@cidp/api-client/contract";
import { maskPhone, type PermissionKey } from "@cidp/domain";
import type { FastifyInstance } from "fastify";
import type { Database } from "../../db/database.ts";
import { contractRoute } from "../../http/contract-route.ts";
import { ok } from "../../http/envelope.ts";
import { districtName } from "../../http/regions.ts";
import { actingBusinessOf } from "../../plugins/auth.ts";
import { refuse } from "../../runtime/refusal.ts";
import { addressesOf, removeAddress, saveAddress, setDefaultAddress } from "./address-repository.ts";
import { addressMessages, addressView } from "./address-view.ts";

/** Who reads the receivers' full phones: the permissions that buy or pay for deliveries. */
const ADDRESS_PHONE_READERS: readonly PermissionKey[] = ["inquiry_create", "tender_manage", "order_pay"];

/**
 * 收货地址簿: every member of the business reads it (the sheet form picks from it), the phones
 * masked for roles that neither buy nor pay; the changes
 * need the buyer's permission (declared on the calls). The saves keep one default at most
 * (address-repository.ts).
 */
export async function deliveryAddressRoutes(app: FastifyInstance, { db }: { db: Database }) {
  contractRoute(app, deliveryAddressCalls.list, async (request) => {
    const { businessId, memberId } = actingBusinessOf(request);
    const addresses = (await addressesOf(db, businessId)).map(addressView);
    // The receivers' phones go to those who buy or pay (they arrange deliveries); a 报价员 or 审批人
    // sees where goods go, not whom to ring.
    const { permissions } = await app.permissionGuard.accessOf(memberId, businessId);
    if (ADDRESS_PHONE_READERS.some((key) => permissions.includes(key))) return ok(addresses);
    return ok(addresses.map((address) => ({ ...address, phone: maskPhone(address.phone) })));
  });

  contractRoute(app, deliveryAddressCalls.save, async (request) => {
    const { businessId, memberId } = actingBusinessOf(request);
    const { id, isDefault, ...fields } = request.body;
    // The code's shape passed the schema; it must also name a real county (区县) of GB/T 2260.
    if (districtName(fields.regionCode) === null) throw refuse("invalid", addressMessages.region);
    const row = await saveAddress(db, { businessId, memberId, id, isDefault, fields });
    return ok(addressView(row), id ? "收货地址已修改" : "收货地址已添加");
  });

  contractRoute(app, deliveryAddressCalls.setDefault, async (request) => {
    await setDefaultAddress(db, actingBusinessOf(request).businessId, request.body.id);
    return ok(null, "已设为默认地址");
  });

  contractRoute(app, deliveryAddressCalls.remove, async (request) => {
    await removeAddress(db, actingBusinessOf(request).businessId, request.body.id);
    return ok(null, "收货地址已删除");
  });
}
