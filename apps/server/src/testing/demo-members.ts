import { afterAll, beforeAll } from "vitest";
import { demo, type LoggedIn, login } from "./suite-helpers.ts";
import { createTestApp, type TestApp } from "./test-app.ts";

/** A suite's app with the two demo members logged in: 张建国 (zhang) and 李晓梅 (li). */
export interface DemoMembers {
  t: TestApp;
  zhang: LoggedIn;
  li: LoggedIn;
}

/**
 * Gives a suite its own seeded app with both demo members logged in for the whole file (closed
 * after it). The returned object is filled in by a beforeAll, so a suite's own beforeAll may use it.
 */
export function useDemoMembers(): DemoMembers {
  const suite = {} as DemoMembers;
  beforeAll(async () => {
    const t = await createTestApp();
    Object.assign(suite, { t, zhang: await login(t, demo.first.phone), li: await login(t, demo.second.phone) });
  });
  afterAll(() => suite.t.close());
  return suite;
}
