import { randomBytes } from "node:crypto";
import { bankCardCalls } from "@cidp/api-client/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createFieldCipher } from "../../security/field-cipher.ts";
import { randomSealingKeys } from "../../security/sealing-keys.ts";
import { businessIdOf, expectFailure, type LoggedIn, login, rowCount } from "../../testing/suite-helpers.ts";
import { createTestApp, type TestApp } from "../../testing/test-app.ts";
import { CARD_HASH_KEY_PURPOSE, cardHashKey } from "./number-hash-key.ts";
import { bankCards } from "./schema.ts";
import { seedDemoBankCards } from "./seed.ts";

const sealingKeys = randomSealingKeys();
let hashKey: Uint8Array;
let t: TestApp;
let zhang: LoggedIn;

beforeAll(async () => {
  t = await createTestApp({ memory: true }, { tokenSecret: randomBytes(32), sealingKeys });
  // The key the services hash with: the database's own, as prepare.ts seeds it.
  hashKey = await cardHashKey(t.database.db, createFieldCipher(sealingKeys, CARD_HASH_KEY_PURPOSE), randomBytes(32));
  await seedDemoBankCards(t.database.db, hashKey);
  // 张建国 acting for 长春鼎盛, whose 对公 account the seed binds.
  zhang = await login(t, "13800000001", await businessIdOf(t.database.db, "91220104MA17B8RT2H"));
});
afterAll(() => t.close());

type Card = { id: number; bankName: string; maskedNumber: string; isDefault: boolean };
const list = async () =>
  (
    (await t.app.inject({ method: "GET", url: bankCardCalls.list.path, headers: zhang.headers })).json() as {
      data: { personal: Card[]; corporate: Card[] };
    }
  ).data;

describe("the demo bank cards", () => {
  it("give the demo member a default card of their own and their business's 对公 account", async () => {
    const { personal, corporate } = await list();
    expect(personal.map((c) => [c.bankName, c.maskedNumber.slice(-4), c.isDefault])).toEqual([["建设银行", "8667", true]]);
    expect(corporate.map((c) => [c.bankName, c.maskedNumber.slice(-4), c.isDefault])).toEqual([["吉林银行", "2345", true]]);
  });

  it("are hashed with the services' key, so binding a seeded number again is refused", async () => {
    const response = await t.app.inject({
      method: "POST",
      url: bankCardCalls.bind.path,
      headers: zhang.headers,
      payload: { kind: "personal", cardNumber: "6217 0000 1000 0188 667", holderName: "张建国" },
    });
    expectFailure(response, 400, /请勿重复绑定/);
  });

  it("are seeded into an empty table only: an unbound card stays unbound", async () => {
    const [mine] = (await list()).personal;
    await t.app.inject({ method: "POST", url: bankCardCalls.unbind.path, headers: zhang.headers, payload: { id: mine?.id } });
    const before = await rowCount(t.database.db, bankCards);
    await seedDemoBankCards(t.database.db, hashKey);
    expect(await rowCount(t.database.db, bankCards)).toBe(before);
    expect((await list()).personal).toEqual([]);
  });
});
