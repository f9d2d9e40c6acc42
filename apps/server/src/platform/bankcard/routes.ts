import { bankCardCalls } from "@cidp/api-client/contract";
import { bankOfCardNumber, maskBankCardNumber, messageOf, validateBankCardNumber } from "@cidp/domain";
import { and, asc, count, desc, eq, isNull, ne } from "drizzle-orm";
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { Database } from "../../db/database.ts";
import { contractRoute } from "../../http/contract-route.ts";
import { ok } from "../../http/envelope.ts";
import { formatDateTime } from "../../http/format.ts";
import { HttpError } from "../../http/validate.ts";
import { authOf } from "../../plugins/auth.ts";
import { bankCardNumberHash } from "./number-hash.ts";
import { bankCards } from "./schema.ts";

/** Cards one owner (a member's own, or a business's accounts) may hold. */
const MAX_CARDS = 10;

/** The refusals of the bank-card calls. */
export const bankCardMessages = {
  holderMismatch: "持卡人姓名须与账户实名姓名一致",
  corporateName: "对公账户的户名须与企业名称一致",
  corporateUncertified: "企业完成认证后才能绑定对公账户",
  forbidden: "无权限管理企业对公账户",
  bankRequired: "请选择开户银行",
  duplicate: "该卡已绑定，请勿重复绑定",
  tooMany: `最多绑定${MAX_CARDS}张卡`,
  missing: "银行卡不存在",
} as const;

/** Options of the bank-card routes: the database and the key of the card numbers' hashes. */
export interface BankCardRoutesOptions {
  db: Database;
  /** A server secret: a plain hash of a card number could be reversed by trying every number of a BIN. */
  hashKey: Uint8Array;
}

type CardRow = typeof bankCards.$inferSelect;

function cardView(row: CardRow) {
  return {
    id: row.id,
    kind: row.kind === "corporate" ? ("corporate" as const) : ("personal" as const),
    holderName: row.holderName,
    bankName: row.bankName,
    maskedNumber: maskBankCardNumber(`0000${row.last4}`),
    isDefault: row.isDefault,
    createTime: formatDateTime(row.createdAt),
  };
}

/** 银行卡: bind (personal cards checked by Luhn and the holder's name; 对公 accounts by the business), unbind, default. */
export async function bankCardRoutes(app: FastifyInstance, { db, hashKey }: BankCardRoutesOptions) {
  const numberHash = (number: string) => bankCardNumberHash(hashKey, number);

  /** Who acts, and whether they may manage the selected business's accounts. */
  async function actor(request: FastifyRequest) {
    const auth = authOf(request);
    if (!auth.business) throw new HttpError(403, "请先选择企业");
    const access = await app.permissionGuard.accessOf(auth.member.id, auth.business.businessId);
    return { member: auth.member, business: auth.business, mayManageCorporate: access.permissions.includes("bankcard_manage") };
  }

  /** The owner condition of a card: the member's own, or the business's accounts. */
  const ownerOf = (kind: "personal" | "corporate", memberId: number, businessId: number) =>
    kind === "personal" ? and(eq(bankCards.memberId, memberId), isNull(bankCards.businessId)) : eq(bankCards.businessId, businessId);

  /** A card the caller may change: their own, or (with the permission) one of the business's accounts. */
  async function changeable(request: FastifyRequest, id: number): Promise<CardRow> {
    const who = await actor(request);
    const [row] = await db.select().from(bankCards).where(eq(bankCards.id, id)).limit(1);
    const own = row?.businessId === null && row.memberId === who.member.id;
    const business = row?.businessId === who.business.businessId;
    if (!row || !(own || business)) throw new HttpError(404, bankCardMessages.missing);
    if (business && !who.mayManageCorporate) throw new HttpError(403, bankCardMessages.forbidden);
    return row;
  }

  contractRoute(app, bankCardCalls.list, async (request) => {
    const who = await actor(request);
    const order = [desc(bankCards.isDefault), asc(bankCards.id)] as const;
    const [personal, corporate] = await Promise.all([
      db
        .select()
        .from(bankCards)
        .where(ownerOf("personal", who.member.id, who.business.businessId))
        .orderBy(...order),
      // The business's accounts are shown to those who manage them; a payer sees only their own cards.
      who.mayManageCorporate
        ? db
            .select()
            .from(bankCards)
            .where(ownerOf("corporate", who.member.id, who.business.businessId))
            .orderBy(...order)
        : [],
    ]);
    return ok({ personal: personal.map(cardView), corporate: corporate.map(cardView), mayManageCorporate: who.mayManageCorporate });
  });

  contractRoute(app, bankCardCalls.bind, async (request) => {
    const who = await actor(request);
    const { kind, cardNumber, holderName } = request.body;
    let bank = bankOfCardNumber(cardNumber);
    if (kind === "personal") {
      const checked = validateBankCardNumber(cardNumber);
      if (!checked.ok) throw new HttpError(400, messageOf(checked));
      // The certified name of the member is the name they registered and log in with.
      if (holderName !== who.member.realName) throw new HttpError(400, bankCardMessages.holderMismatch);
    } else {
      if (!who.mayManageCorporate) throw new HttpError(403, bankCardMessages.forbidden);
      if (who.business.certificationState !== "certified") throw new HttpError(400, bankCardMessages.corporateUncertified);
      if (holderName !== who.business.businessName) throw new HttpError(400, bankCardMessages.corporateName);
      // 对公 account numbers carry no BIN: the bank is the one the business names.
      bank = null;
    }
    const bankName = bank?.name ?? request.body.bankName;
    if (!bankName) throw new HttpError(400, bankCardMessages.bankRequired);
    const owner = ownerOf(kind, who.member.id, who.business.businessId);
    const inserted = await db.transaction(async (tx) => {
      const [held] = await tx.select({ n: count() }).from(bankCards).where(owner);
      if ((held?.n ?? 0) >= MAX_CARDS) throw new HttpError(400, bankCardMessages.tooMany);
      const [row] = await tx
        .insert(bankCards)
        .values({
          memberId: who.member.id,
          businessId: kind === "corporate" ? who.business.businessId : null,
          kind,
          holderName,
          bankCode: bank?.code ?? null,
          bankName,
          last4: cardNumber.slice(-4),
          numberHash: numberHash(cardNumber),
          // The first card of an owner is its default.
          isDefault: (held?.n ?? 0) === 0,
        })
        .onConflictDoNothing()
        .returning();
      return row;
    });
    if (!inserted) throw new HttpError(400, bankCardMessages.duplicate);
    return ok(cardView(inserted), "绑定成功");
  });

  contractRoute(app, bankCardCalls.unbind, async (request) => {
    const row = await changeable(request, request.body.id);
    await db.transaction(async (tx) => {
      await tx.delete(bankCards).where(eq(bankCards.id, row.id));
      if (!row.isDefault) return;
      // The owner's oldest remaining card becomes the default.
      const owner =
        row.businessId === null ? and(eq(bankCards.memberId, row.memberId), isNull(bankCards.businessId)) : eq(bankCards.businessId, row.businessId);
      const [next] = await tx.select({ id: bankCards.id }).from(bankCards).where(owner).orderBy(asc(bankCards.id)).limit(1);
      if (next) await tx.update(bankCards).set({ isDefault: true }).where(eq(bankCards.id, next.id));
    });
    return ok(null, "已解绑");
  });

  contractRoute(app, bankCardCalls.setDefault, async (request) => {
    const row = await changeable(request, request.body.id);
    const owner = row.businessId === null ? and(eq(bankCards.memberId, row.memberId), isNull(bankCards.businessId)) : eq(bankCards.businessId, row.businessId);
    await db.transaction(async (tx) => {
      await tx
        .update(bankCards)
        .set({ isDefault: false })
        .where(and(owner, ne(bankCards.id, row.id)));
      await tx.update(bankCards).set({ isDefault: true }).where(eq(bankCards.id, row.id));
    });
    return ok(null, "已设为默认");
  });
}
