import { deliveryAddressCalls } from "@cidp/api-client/contract";
import { and, asc, count, desc, eq, ne } from "drizzle-orm";
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { Database } from "../../db/database.ts";
import { contractRoute } from "../../http/contract-route.ts";
import { ok } from "../../http/envelope.ts";
import { formatDateTime } from "../../http/format.ts";
import { districtName } from "../../http/regions.ts";
import { HttpError } from "../../http/validate.ts";
import { businesses } from "../../platform/member/schema.ts";
import { authOf } from "../../plugins/auth.ts";
import { deliveryAddresses } from "./schema.ts";

/** Addresses one business may keep: enough for every site, few enough for a card list. */
const MAX_ADDRESSES = 50;

/** The refusals of the address-book calls. */
export const addressMessages = {
  region: "请选择所在地区（省/市/区县）",
  missing: "收货地址不存在",
  tooMany: `收货地址最多${MAX_ADDRESSES}个`,
} as const;

type AddressRow = typeof deliveryAddresses.$inferSelect;

/** An address as the calls answer it, with the region's name from its code. */
export function addressView(row: AddressRow) {
  const regionName = districtName(row.regionCode) ?? "";
  return {
    id: row.id,
    contactName: row.contactName,
    phone: row.phone,
    regionCode: row.regionCode,
    regionName,
    detail: row.detail,
    fullAddress: `${regionName.replaceAll(" ", "")}${row.detail}`,
    isDefault: row.isDefault,
    updateTime: formatDateTime(row.updatedAt),
  };
}

/** An entry of the business's book, or a 404 (another business's entry is as good as missing). */
export async function ownAddress(db: Database, businessId: number, id: number): Promise<AddressRow> {
  const [row] = await db
    .select()
    .from(deliveryAddresses)
    .where(and(eq(deliveryAddresses.id, id), eq(deliveryAddresses.businessId, businessId)));
  if (!row) throw new HttpError(404, addressMessages.missing);
  return row;
}

function businessOf(request: FastifyRequest) {
  const auth = authOf(request);
  if (!auth.business) throw new HttpError(403, "请先选择企业");
  return { memberId: auth.member.id, businessId: auth.business.businessId };
}

/**
 * 收货地址簿: every member of the business reads it (the sheet form picks from it); the changes
 * need the buyer's permission (declared on the calls). One default at most, kept under a lock of
 * the business's rows so two saves cannot both make a default.
 */
export async function deliveryAddressRoutes(app: FastifyInstance, { db }: { db: Database }) {
  contractRoute(app, deliveryAddressCalls.list, async (request) => {
    const { businessId } = businessOf(request);
    const rows = await db
      .select()
      .from(deliveryAddresses)
      .where(eq(deliveryAddresses.businessId, businessId))
      .orderBy(desc(deliveryAddresses.isDefault), asc(deliveryAddresses.id));
    return ok(rows.map(addressView));
  });

  contractRoute(app, deliveryAddressCalls.save, async (request) => {
    const { businessId, memberId } = businessOf(request);
    const { id, isDefault, ...fields } = request.body;
    // The code's shape passed the schema; it must also name a real county (区县) of GB/T 2260.
    if (districtName(fields.regionCode) === null) throw new HttpError(400, addressMessages.region);
    const row = await db.transaction(async (tx) => {
      await lockBusiness(tx, businessId);
      const [held] = await tx.select({ n: count() }).from(deliveryAddresses).where(eq(deliveryAddresses.businessId, businessId));
      const first = (held?.n ?? 0) === 0;
      if (id) await ownAddress(tx, businessId, id);
      else if ((held?.n ?? 0) >= MAX_ADDRESSES) throw new HttpError(400, addressMessages.tooMany);
      // The first address is the default whatever was asked: a book always has one.
      const makeDefault = isDefault || first;
      if (makeDefault) await tx.update(deliveryAddresses).set({ isDefault: false }).where(eq(deliveryAddresses.businessId, businessId));
      const [saved] = id
        ? await tx
            .update(deliveryAddresses)
            .set({ ...fields, ...(makeDefault ? { isDefault: true } : {}), updatedAt: new Date() })
            .where(eq(deliveryAddresses.id, id))
            .returning()
        : await tx
            .insert(deliveryAddresses)
            .values({ ...fields, businessId, createdBy: memberId, isDefault: makeDefault })
            .returning();
      if (!saved) throw new Error("address write returned nothing");
      return saved;
    });
    return ok(addressView(row), id ? "收货地址已修改" : "收货地址已添加");
  });

  contractRoute(app, deliveryAddressCalls.setDefault, async (request) => {
    const { businessId } = businessOf(request);
    await db.transaction(async (tx) => {
      await lockBusiness(tx, businessId);
      await ownAddress(tx, businessId, request.body.id);
      await tx.update(deliveryAddresses).set({ isDefault: false }).where(eq(deliveryAddresses.businessId, businessId));
      await tx.update(deliveryAddresses).set({ isDefault: true, updatedAt: new Date() }).where(eq(deliveryAddresses.id, request.body.id));
    });
    return ok(null, "已设为默认地址");
  });

  contractRoute(app, deliveryAddressCalls.remove, async (request) => {
    const { businessId } = businessOf(request);
    await db.transaction(async (tx) => {
      await lockBusiness(tx, businessId);
      const row = await ownAddress(tx, businessId, request.body.id);
      await tx.delete(deliveryAddresses).where(eq(deliveryAddresses.id, row.id));
      if (!row.isDefault) return;
      // The default went: the oldest remaining address takes its place.
      const [next] = await tx
        .select({ id: deliveryAddresses.id })
        .from(deliveryAddresses)
        .where(and(eq(deliveryAddresses.businessId, businessId), ne(deliveryAddresses.id, row.id)))
        .orderBy(asc(deliveryAddresses.id))
        .limit(1);
      if (next) await tx.update(deliveryAddresses).set({ isDefault: true }).where(eq(deliveryAddresses.id, next.id));
    });
    return ok(null, "收货地址已删除");
  });
}

/** Serialises the address-book changes of one business: its row is locked for the transaction. */
async function lockBusiness(tx: Database, businessId: number) {
  await tx.select({ id: businesses.id }).from(businesses).where(eq(businesses.id, businessId)).for("update");
}
