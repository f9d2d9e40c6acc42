import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type DatabaseHandle, openDatabase } from "../../db/database.ts";
import { businessNamesById } from "./business-names.ts";
import { businesses } from "./schema.ts";

let database: DatabaseHandle;
const ids = { hongyuan: 0, dingsheng: 0 };

beforeAll(async () => {
  database = await openDatabase({ memory: true });
  const rows = await database.db
    .insert(businesses)
    .values([
      { name: "吉林宏远建设工程有限公司", creditCode: "91220101MA00NAME01", tenantId: "000101", companyType: "require" },
      { name: "长春鼎盛建材贸易有限公司", creditCode: "91220101MA00NAME02", tenantId: "000102", companyType: "supply" },
    ])
    .returning({ id: businesses.id });
  ids.hongyuan = rows[0]?.id ?? 0;
  ids.dingsheng = rows[1]?.id ?? 0;
});

afterAll(() => database.close());

describe("businessNamesById", () => {
  it("names each business asked for once, however often its id is given, and leaves unknown ids out", async () => {
    const names = await businessNamesById(database.db, [ids.dingsheng, ids.hongyuan, ids.dingsheng, 999_999]);
    expect([...names.entries()].sort(([a], [b]) => a - b)).toEqual([
      [ids.hongyuan, "吉林宏远建设工程有限公司"],
      [ids.dingsheng, "长春鼎盛建材贸易有限公司"],
    ]);
  });

  it("asks nothing for no ids", async () => {
    expect((await businessNamesById(database.db, [])).size).toBe(0);
  });
});
