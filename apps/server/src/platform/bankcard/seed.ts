import { bankOfCardNumber } from "@cidp/domain";
import { eq } from "drizzle-orm";
import type { Database } from "../../db/database.ts";
import { businesses, members } from "../member/schema.ts";
import { bankCardNumberHash } from "./number-hash.ts";
import { bankCards } from "./schema.ts";

interface DemoCard {
  phone: string;
  /** For a 对公 account: the business's credit code; a member's own card has none. */
  creditCode?: string;
  number: string;
  /** 对公 accounts carry no BIN: their bank is named. */
  bankName?: string;
}

/**
 * The demo members' cards, so the bank-card page of a first visit is not empty. 张建国's current
 * business on log-in (吉林宏远) keeps no 对公 account: its binding is what the journey shows.
 */
const demoCards: readonly DemoCard[] = [
  { phone: "13800000001", number: "6217000010000188667" },
  { phone: "13800000001", creditCode: "91220104MA17B8RT2H", number: "220501000330012345", bankName: "吉林银行" },
  { phone: "13800000002", number: "6228480012345678903" },
  { phone: "13800000002", creditCode: "91220106MA152W4H0D", number: "07150101040012345", bankName: "中国银行" },
];

/**
 * Binds the demo cards once. Needs the services' hash key (so the seeded numbers are refused when
 * bound again, like any other), hence run beside the app rather than in the key-less `seed`.
 */
export async function seedDemoBankCards(db: Database, hashKey: Uint8Array): Promise<void> {
  // Only into an empty table (a new data folder): a card a member unbinds stays unbound after a restart.
  const [any] = await db.select({ id: bankCards.id }).from(bankCards).limit(1);
  if (any) return;
  for (const card of demoCards) {
    const [member] = await db.select({ id: members.id, realName: members.realName }).from(members).where(eq(members.phone, card.phone));
    const business = card.creditCode
      ? (await db.select({ id: businesses.id, name: businesses.name }).from(businesses).where(eq(businesses.creditCode, card.creditCode)))[0]
      : undefined;
    if (!member || (card.creditCode && !business)) continue;
    const bank = business ? null : bankOfCardNumber(card.number);
    await db.insert(bankCards).values({
      memberId: member.id,
      businessId: business?.id ?? null,
      kind: business ? "corporate" : "personal",
      holderName: business?.name ?? member.realName,
      bankCode: bank?.code ?? null,
      bankName: bank?.name ?? card.bankName ?? "",
      last4: card.number.slice(-4),
      numberHash: bankCardNumberHash(hashKey, card.number),
      isDefault: true,
      // The demo's accounts stand as if their check amounts had been read back long ago.
      verifiedAt: new Date(),
    });
  }
}
