import { bankCardCalls, platformPaths } from "@cidp/api-client/contract";
import { bankOfCardNumber, maskBankCardNumber, messageOf, validateBankCardNumber } from "@cidp/domain";
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { Database } from "../../db/database.ts";
import { contractRoute } from "../../http/contract-route.ts";
import { ok } from "../../http/envelope.ts";
import { formatDateTime } from "../../http/format.ts";
import { authOf } from "../../plugins/auth.ts";
import { refuse } from "../../runtime/refusal.ts";
import type { FieldCipher } from "../../security/field-cipher.ts";
// A 对公 account's check takes as many wrong amounts as corporate certification's before it gives up.
import { DEPOSIT_ATTEMPTS } from "../certification/certification.messages.ts";
import { centsOf, type MicroDepositProvider } from "../certification/micro-deposit.ts";
import { type CardOwner, type CardRow, createBankCardRepository } from "./bankcard-repository.ts";
import { bankCardNumberHash } from "./number-hash.ts";

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
  unverified: "该对公账户尚未完成小额打款验证，验证后才能设为默认",
  notAwaitingDeposit: "该账户无需确认打款金额",
  depositNotSent: "平台财务尚未向该对公账户打款，请在账户明细中收到打款后再确认金额",
  wrongAmount: "金额不正确，还可尝试{left}次",
  depositFailed: `打款金额${DEPOSIT_ATTEMPTS}次验证不正确，该对公账户已解除绑定，请核对账号后重新绑定`,
  stale: "该账户刚刚有变化，请刷新页面后重试",
  corporateSent: "已绑定。平台已向该对公账户打入一笔1元以内的金额，请查看账户明细后填写金额完成验证",
  corporateForFinance: "已绑定。平台财务将在1个工作日内向该对公账户打入一笔1元以内的金额，到账后请填写金额完成验证",
} as const;

const m = bankCardMessages;

/** Options of the bank-card routes: the database and the key of the card numbers' hashes. */
export interface BankCardRoutesOptions {
  db: Database;
  /**
   * The key of the card numbers' hashes (number-hash-key.ts: a plain hash of a card number could be
   * reversed by trying every number of a BIN), read on first use.
   */
  hashKey: () => Promise<Uint8Array>;
  /** Sends (or has finance send) the 小额打款 that proves a 对公 account is the business's own. */
  deposits: MicroDepositProvider;
  /** Seals a 对公 account's whole number while finance may still have to send to it (认证打款). */
  accounts: FieldCipher;
  /** Turns on `/api/dev/bank-card-deposit` (the sandbox "statement") for the journeys. */
  devHelpers?: boolean;
  now?: () => Date;
}

function cardView(row: CardRow) {
  return {
    id: row.id,
    kind: row.kind === "corporate" ? ("corporate" as const) : ("personal" as const),
    holderName: row.holderName,
    bankName: row.bankName,
    maskedNumber: maskBankCardNumber(`0000${row.last4}`),
    isDefault: row.isDefault,
    createTime: formatDateTime(row.createdAt),
    deposit:
      row.verifiedAt === null
        ? { sent: row.depositSentAt !== null, reference: row.depositReference ?? "", attemptsLeft: DEPOSIT_ATTEMPTS - row.depositAttempts }
        : null,
  };
}

/** 银行卡: bind (personal cards checked by Luhn and the holder's name; 对公 accounts by the business), unbind, default. */
export async function bankCardRoutes(
  app: FastifyInstance,
  { db, hashKey, deposits, accounts, devHelpers = false, now = () => new Date() }: BankCardRoutesOptions,
) {
  const cards = createBankCardRepository(db);
  let key: Promise<Uint8Array> | null = null;
  const numberHash = async (number: string) => {
    key ??= hashKey().catch((error: unknown) => {
      key = null;
      throw error;
    });
    return bankCardNumberHash(await key, number);
  };

  /** Who acts, and whether they may manage the selected business's accounts. */
  async function actor(request: FastifyRequest) {
    const auth = authOf(request);
    if (!auth.business) throw refuse("permission", "请先选择企业");
    const access = await app.permissionGuard.accessOf(auth.member.id, auth.business.businessId);
    return { member: auth.member, business: auth.business, mayManageCorporate: access.permissions.includes("bankcard_manage") };
  }

  /** A card the caller may change: their own, or (with the permission) one of the business's accounts. */
  async function changeable(request: FastifyRequest, id: number): Promise<CardRow> {
    const who = await actor(request);
    const row = await cards.byId(id);
    const own = row?.businessId === null && row.memberId === who.member.id;
    const business = row?.businessId === who.business.businessId;
    if (!row || !(own || business)) throw refuse("not_found", bankCardMessages.missing);
    if (business && !who.mayManageCorporate) throw refuse("permission", bankCardMessages.forbidden);
    return row;
  }

  contractRoute(app, bankCardCalls.list, async (request) => {
    const who = await actor(request);
    const [personal, corporate] = await Promise.all([
      cards.ofOwner({ kind: "personal", memberId: who.member.id }),
      // The business's accounts are shown to those who manage them; a payer sees only their own cards.
      who.mayManageCorporate ? cards.ofOwner({ kind: "corporate", businessId: who.business.businessId }) : [],
    ]);
    return ok({ personal: personal.map(cardView), corporate: corporate.map(cardView), mayManageCorporate: who.mayManageCorporate });
  });

  contractRoute(app, bankCardCalls.bind, async (request) => {
    const who = await actor(request);
    const { kind, cardNumber, holderName } = request.body;
    let bank = bankOfCardNumber(cardNumber);
    if (kind === "personal") {
      const checked = validateBankCardNumber(cardNumber);
      if (!checked.ok) throw refuse("invalid", messageOf(checked));
      // The certified name of the member is the name they registered and log in with.
      if (holderName !== who.member.realName) throw refuse("invalid", bankCardMessages.holderMismatch);
    } else {
      if (!who.mayManageCorporate) throw refuse("permission", bankCardMessages.forbidden);
      if (who.business.certificationState !== "certified") throw refuse("state", bankCardMessages.corporateUncertified);
      if (holderName !== who.business.businessName) throw refuse("invalid", bankCardMessages.corporateName);
      // 对公 account numbers carry no BIN: the bank is the one the business names.
      bank = null;
    }
    const bankName = bank?.name ?? request.body.bankName;
    if (!bankName) throw refuse("invalid", bankCardMessages.bankRequired);
    const owner: CardOwner = kind === "personal" ? { kind, memberId: who.member.id } : { kind, businessId: who.business.businessId };
    // A 对公 account proves itself as certification's does: an amount under one yuan sent to it
    // (at once in the sandbox, by finance from 认证打款 otherwise) that the member reads back.
    const at = now();
    const deposit = kind === "corporate" ? await deposits.start({ bankName, accountNumber: cardNumber, accountName: holderName }, at) : null;
    const bound = await cards.bind(
      owner,
      {
        memberId: who.member.id,
        businessId: owner.kind === "corporate" ? owner.businessId : null,
        kind,
        holderName,
        bankCode: bank?.code ?? null,
        bankName,
        last4: cardNumber.slice(-4),
        numberHash: await numberHash(cardNumber),
        verifiedAt: deposit ? null : at,
        ...(deposit
          ? {
              accountCipher: deposit.sentAt ? null : accounts.seal(cardNumber),
              depositAmountCents: deposit.amountCents,
              depositReference: deposit.reference,
              depositSentAt: deposit.sentAt,
            }
          : {}),
      },
      MAX_CARDS,
    );
    if (!bound.ok) throw refuse("limit", bound.refusal === "too-many" ? bankCardMessages.tooMany : bankCardMessages.duplicate);
    if (!deposit) return ok(cardView(bound.row), "绑定成功");
    return ok(cardView(bound.row), deposit.sentAt ? m.corporateSent : m.corporateForFinance);
  });

  contractRoute(app, bankCardCalls.unbind, async (request) => {
    await cards.unbind(await changeable(request, request.body.id));
    return ok(null, "已解绑");
  });

  contractRoute(app, bankCardCalls.setDefault, async (request) => {
    const row = await changeable(request, request.body.id);
    if (row.verifiedAt === null) throw refuse("state", m.unverified);
    await cards.setDefault(row);
    return ok(null, "已设为默认");
  });

  contractRoute(app, bankCardCalls.confirmDeposit, async (request) => {
    const row = await changeable(request, request.body.id);
    if (row.verifiedAt !== null || row.depositAmountCents === null) throw refuse("state", m.notAwaitingDeposit);
    // Nothing reached the account yet: no answer can be right, so none is counted.
    if (row.depositSentAt === null) throw refuse("state", m.depositNotSent);
    if (centsOf(request.body.amount) === row.depositAmountCents) {
      if (!(await cards.confirmDeposit(row, now()))) throw refuse("state", m.notAwaitingDeposit);
      const verified = await cards.byId(row.id);
      if (!verified) throw refuse("not_found", m.missing);
      return ok(cardView(verified), "金额正确，对公账户验证通过");
    }
    const counted = await cards.recordWrongDeposit(row, DEPOSIT_ATTEMPTS);
    if (counted === "stale") throw refuse("conflict", m.stale);
    if (counted === "removed") throw refuse("state", m.depositFailed);
    throw refuse("invalid", m.wrongAmount.replace("{left}", String(DEPOSIT_ATTEMPTS - row.depositAttempts - 1)));
  });

  if (devHelpers) {
    // The sandbox's "bank statement" of a 对公 account's check amount, for the journeys only.
    app.get(platformPaths.devBankCardDeposit, async (request, reply) => {
      const id = Number((request.query as { id?: string }).id);
      const row = Number.isInteger(id) ? await cards.byId(id) : undefined;
      if (!row?.depositAmountCents) return reply.status(404).send({ msg: "no deposit" });
      return { amount: (row.depositAmountCents / 100).toFixed(2), reference: row.depositReference };
    });
  }
}
