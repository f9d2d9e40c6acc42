import { validateCreditCode } from "@cidp/domain";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { inquiryExternalInvitations } from "../capabilities/procurement/schema.ts";
import { seedDemoProcurement } from "../capabilities/procurement/seed.ts";
import { seedDemoTenders } from "../capabilities/tender/seed.ts";
import { type DatabaseHandle, openDatabase } from "../db/database.ts";
import { corporateCertifications } from "../platform/certification/schema.ts";
import { INVOICE_SELLER } from "../platform/invoice/invoice-pdf.ts";
import { businesses } from "../platform/member/schema.ts";
import { randomSealingKeys } from "../security/sealing-keys.ts";
import { seed } from "./seed.ts";

// Every 统一社会信用代码 the demo writes passes GB 32100-2015 (format, authority, division and the
// MOD 31 check character), as the platform itself demands of what members type: a demo that the
// platform's own validator would refuse is not a demo of it. The invoice's seller is checked too.
let database: DatabaseHandle;
const secret = randomSealingKeys();

beforeAll(async () => {
  database = await openDatabase({ memory: true });
  await seed(database.db);
  await seedDemoProcurement(database.db, secret);
  await seedDemoTenders(database.db, secret);
});

afterAll(async () => {
  await database.close();
});

const invalid = (codes: (string | null)[]) => codes.filter((code): code is string => code !== null && !validateCreditCode(code).ok);

describe("the demo's credit codes (GB 32100)", () => {
  it("every business", async () => {
    const codes = (await database.db.select({ code: businesses.creditCode }).from(businesses)).map((row) => row.code);
    expect(codes.length).toBeGreaterThan(30);
    expect(invalid(codes)).toEqual([]);
  });

  it("every certification application and external supplier invitation", async () => {
    const applied = await database.db.select({ code: corporateCertifications.creditCode }).from(corporateCertifications);
    const invited = await database.db.select({ code: inquiryExternalInvitations.creditCode }).from(inquiryExternalInvitations);
    expect(invalid([...applied, ...invited].map((row) => row.code))).toEqual([]);
  });

  it("the seller printed on every invoice", () => {
    expect(validateCreditCode(INVOICE_SELLER.taxNo)).toEqual({ ok: true, value: INVOICE_SELLER.taxNo });
  });
});
