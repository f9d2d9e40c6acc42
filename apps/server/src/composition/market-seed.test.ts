import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { financeApplications, financeConsents, financeProducts } from "../capabilities/finance/schema.ts";
import { seedFinance } from "../capabilities/finance/seed.ts";
import { laborListings } from "../capabilities/labor/schema.ts";
import { seedLabor } from "../capabilities/labor/seed.ts";
import { marketProjects, projectRegistrations } from "../capabilities/project/schema.ts";
import { seedProjects } from "../capabilities/project/seed.ts";
import { rowCount } from "../testing/suite-helpers.ts";
import { createTestApp, type TestApp } from "../testing/test-app.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe("the marketplace seeds", () => {
  it("hold 20+ projects, 15+ labor listings and 6+ finance products with demo registrations and applications, and change nothing when run again", async () => {
    const db = t.database.db;
    const tables = [marketProjects, projectRegistrations, laborListings, financeProducts, financeConsents, financeApplications];
    const before = await Promise.all(tables.map((table) => rowCount(db, table)));
    const [projects = 0, registrations = 0, labor = 0, products = 0, , applications = 0] = before;
    expect(projects).toBeGreaterThanOrEqual(20);
    expect(registrations).toBeGreaterThan(0);
    expect(labor).toBeGreaterThanOrEqual(15);
    expect(products).toBeGreaterThanOrEqual(6);
    expect(applications).toBeGreaterThan(0);
    await seedProjects(db);
    await seedLabor(db);
    await seedFinance(db);
    expect(await Promise.all(tables.map((table) => rowCount(db, table)))).toEqual(before);
  });
});
