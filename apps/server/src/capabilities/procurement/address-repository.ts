import { and, asc, count, desc, eq, ne } from "drizzle-orm";
import type { Database } from "../../db/database.ts";
import { businesses } from "../../platform/member/schema.ts";
import { refuse } from "../../runtime/refusal.ts";
import { type AddressRow, addressMessages, MAX_ADDRESSES } from "./address-view.ts";
import { deliveryAddresses } from "./schema.ts";

/**
 * The 收货地址簿's queries and saves. One default at most, kept under a lock of the business's row
 * so two saves cannot both make a default; each save is one transaction.
 */

type AddressFields = Pick<typeof deliveryAddresses.$inferInsert, "contactName" | "phone" | "regionCode" | "detail">;

/** The business's book, its default first. */
export function addressesOf(db: Database, businessId: number): Promise<AddressRow[]> {
  return db
    .select()
    .from(deliveryAddresses)
    .where(eq(deliveryAddresses.businessId, businessId))
    .orderBy(desc(deliveryAddresses.isDefault), asc(deliveryAddresses.id));
}

/** An entry of the business's book, or a 404 (another business's entry is as good as missing). */
export async function ownAddress(db: Database, businessId: number, id: number): Promise<AddressRow> {
  const [row] = await db
    .select()
    .from(deliveryAddresses)
    .where(and(eq(deliveryAddresses.id, id), eq(deliveryAddresses.businessId, businessId)));
  if (!row) throw refuse("not_found", addressMessages.missing);
  return row;
}

/** Serialises the address-book changes of one business: its row is locked for the transaction. */
async function lockBusiness(tx: Database, businessId: number) {
  await tx.select({ id: businesses.id }).from(businesses).where(eq(businesses.id, businessId)).for("update");
}

/** Clears the business's default (inside the caller's transaction, under the business's lock). */
async function clearDefault(tx: Database, businessId: number) {
  await tx.update(deliveryAddresses).set({ isDefault: false }).where(eq(deliveryAddresses.businessId, businessId));
}

/** Adds an address (`id` absent) or changes one of the book; the first address is the default whatever was asked: a book always has one. */
export function saveAddress(
  db: Database,
  { businessId, memberId, id, isDefault, fields }: { businessId: number; memberId: number; id?: number; isDefault?: boolean; fields: AddressFields },
): Promise<AddressRow> {
  return db.transaction(async (tx) => {
    await lockBusiness(tx, businessId);
    const [held] = await tx.select({ n: count() }).from(deliveryAddresses).where(eq(deliveryAddresses.businessId, businessId));
    const first = (held?.n ?? 0) === 0;
    if (id) await ownAddress(tx, businessId, id);
    else if ((held?.n ?? 0) >= MAX_ADDRESSES) throw refuse("limit", addressMessages.tooMany);
    const makeDefault = isDefault || first;
    if (makeDefault) await clearDefault(tx, businessId);
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
}

/** Makes one address of the book its default. */
export async function setDefaultAddress(db: Database, businessId: number, id: number): Promise<void> {
  await db.transaction(async (tx) => {
    await lockBusiness(tx, businessId);
    await ownAddress(tx, businessId, id);
    await clearDefault(tx, businessId);
    await tx.update(deliveryAddresses).set({ isDefault: true, updatedAt: new Date() }).where(eq(deliveryAddresses.id, id));
  });
}

/** Removes an address; when it was the default, the oldest remaining address takes its place. */
export async function removeAddress(db: Database, businessId: number, id: number): Promise<void> {
  await db.transaction(async (tx) => {
    await lockBusiness(tx, businessId);
    const row = await ownAddress(tx, businessId, id);
    await tx.delete(deliveryAddresses).where(eq(deliveryAddresses.id, row.id));
    if (!row.isDefault) return;
    const [next] = await tx
      .select({ id: deliveryAddresses.id })
      .from(deliveryAddresses)
      .where(and(eq(deliveryAddresses.businessId, businessId), ne(deliveryAddresses.id, row.id)))
      .orderBy(asc(deliveryAddresses.id))
      .limit(1);
    if (next) await tx.update(deliveryAddresses).set({ isDefault: true }).where(eq(deliveryAddresses.id, next.id));
  });
}
