import { and, asc, count, desc, eq, isNotNull, isNull, ne } from "drizzle-orm";
import type { Database } from "../../db/database.ts";
import { rowWithId } from "../../db/row-with-id.ts";
import { bankCards } from "./schema.ts";

export type CardRow = typeof bankCards.$inferSelect;

/** Whose cards: a member's own, or a business's 对公 accounts. */
export type CardOwner = { kind: "personal"; memberId: number } | { kind: "corporate"; businessId: number };

/** A card as bound, before the store decides whether it is its owner's default. */
type NewCard = Omit<typeof bankCards.$inferInsert, "id" | "isDefault" | "createdAt">;

const whereOwner = (owner: CardOwner) =>
  owner.kind === "personal" ? and(eq(bankCards.memberId, owner.memberId), isNull(bankCards.businessId)) : eq(bankCards.businessId, owner.businessId);

/** The owner a stored card belongs to. */
const ownerOfCard = (row: CardRow): CardOwner =>
  row.businessId === null ? { kind: "personal", memberId: row.memberId } : { kind: "corporate", businessId: row.businessId };

/** The bound cards and 对公 accounts; each change of an owner's cards (and its default) is one transaction. */
export function createBankCardRepository(db: Database) {
  return {
    async byId(id: number): Promise<CardRow | undefined> {
      const [row] = await db.select().from(bankCards).where(eq(bankCards.id, id)).limit(1);
      return row;
    },

    /** An owner's cards, the default first, then in the order bound. */
    ofOwner(owner: CardOwner): Promise<CardRow[]> {
      return db.select().from(bankCards).where(whereOwner(owner)).orderBy(desc(bankCards.isDefault), asc(bankCards.id));
    },

    /** A member's own card (never a business's account), e.g. the one a 快捷支付 charges. */
    async personalCard(id: number, memberId: number): Promise<CardRow | undefined> {
      return rowWithId(db, bankCards, id, whereOwner({ kind: "personal", memberId }));
    },

    /**
     * Binds a card unless its owner holds `max` already; an owner's first card is its default.
     * The number is unique per owner, so the same card bound twice (even at once) is refused.
     */
    bind(owner: CardOwner, card: NewCard, max: number): Promise<{ ok: true; row: CardRow } | { ok: false; refusal: "too-many" | "duplicate" }> {
      return db.transaction(async (tx) => {
        const [held] = await tx.select({ n: count() }).from(bankCards).where(whereOwner(owner));
        const n = held?.n ?? 0;
        if (n >= max) return { ok: false, refusal: "too-many" } as const;
        // An account still waiting for its 小额打款 check is never the default; the check makes it one (confirmDeposit).
        const [row] = await tx
          .insert(bankCards)
          .values({ ...card, isDefault: n === 0 && card.verifiedAt != null })
          .onConflictDoNothing()
          .returning();
        return row ? ({ ok: true, row } as const) : ({ ok: false, refusal: "duplicate" } as const);
      });
    },

    /** Removes a card; when it was the default, the owner's oldest remaining card becomes the default. */
    async unbind(row: CardRow): Promise<void> {
      await db.transaction(async (tx) => {
        await tx.delete(bankCards).where(eq(bankCards.id, row.id));
        if (!row.isDefault) return;
        const [next] = await tx
          .select({ id: bankCards.id })
          .from(bankCards)
          .where(and(whereOwner(ownerOfCard(row)), isNotNull(bankCards.verifiedAt)))
          .orderBy(asc(bankCards.id))
          .limit(1);
        if (next) await tx.update(bankCards).set({ isDefault: true }).where(eq(bankCards.id, next.id));
      });
    },

    /**
     * A 对公 account proved by its 小额打款: verified, its sealed number erased, and its owner's
     * default when the owner has none. False when it was verified (or removed) meanwhile.
     */
    async confirmDeposit(row: CardRow, at: Date): Promise<boolean> {
      return db.transaction(async (tx) => {
        const [verified] = await tx
          .update(bankCards)
          .set({ verifiedAt: at, accountCipher: null })
          .where(and(eq(bankCards.id, row.id), isNull(bankCards.verifiedAt)))
          .returning({ id: bankCards.id });
        if (!verified) return false;
        const [held] = await tx
          .select({ id: bankCards.id })
          .from(bankCards)
          .where(and(whereOwner(ownerOfCard(row)), eq(bankCards.isDefault, true), isNotNull(bankCards.verifiedAt)))
          .limit(1);
        if (!held) await tx.update(bankCards).set({ isDefault: true }).where(eq(bankCards.id, row.id));
        return true;
      });
    },

    /**
     * Counts a wrong amount typed for a waiting account; the last allowed one unbinds it (the
     * number may be wrong: the member binds it again). Counted against the attempts read, so two
     * answers at once count twice, never once. False when the account changed meanwhile.
     */
    async recordWrongDeposit(row: CardRow, limit: number): Promise<"counted" | "removed" | "stale"> {
      const attempts = row.depositAttempts + 1;
      const waiting = and(eq(bankCards.id, row.id), isNull(bankCards.verifiedAt), eq(bankCards.depositAttempts, row.depositAttempts));
      if (attempts >= limit) {
        const removed = await db.delete(bankCards).where(waiting).returning({ id: bankCards.id });
        return removed.length > 0 ? "removed" : "stale";
      }
      const counted = await db.update(bankCards).set({ depositAttempts: attempts }).where(waiting).returning({ id: bankCards.id });
      return counted.length > 0 ? "counted" : "stale";
    },

    /** Makes a card its owner's only default. */
    async setDefault(row: CardRow): Promise<void> {
      await db.transaction(async (tx) => {
        await tx
          .update(bankCards)
          .set({ isDefault: false })
          .where(and(whereOwner(ownerOfCard(row)), ne(bankCards.id, row.id)));
        await tx.update(bankCards).set({ isDefault: true }).where(eq(bankCards.id, row.id));
      });
    },
  };
}
