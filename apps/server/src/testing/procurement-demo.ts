import { seedDemoProcurement } from "../capabilities/procurement/seed.ts";
import type { SealingKeys } from "../security/sealing-keys.ts";
import { businessIdOf, type LoggedIn, login } from "./suite-helpers.ts";
import { createTestApp, type TestApp } from "./test-app.ts";

/** The demo procurement as its suites read it: the app, the two demo businesses, and their administrators logged in as them. */
interface ProcurementDemo {
  t: TestApp;
  /** 吉林宏远, the demo buyer. */
  hongyuan: number;
  /** 长春华信, the demo supplier (and buyer of its own sheets). */
  huaxin: number;
  /** 张建国 acting for 宏远. */
  zhang: LoggedIn;
  /** 李晓梅 acting for 华信. */
  li: LoggedIn;
}

/** Opens an in-memory app on `keys` with the demo sheets sealed under them (the seal needs the server's sealing keys). */
export async function openProcurementDemo(keys: SealingKeys): Promise<ProcurementDemo> {
  const t = await createTestApp({ memory: true }, { sealingKeys: keys });
  await seedDemoProcurement(t.database.db, keys);
  const hongyuan = await businessIdOf(t.database.db, "91220101MA14XKQ355");
  const huaxin = await businessIdOf(t.database.db, "91220106MA152W4H0D");
  const zhang = await login(t, "13800000001", hongyuan);
  const li = await login(t, "13800000002", huaxin);
  return { t, hongyuan, huaxin, zhang, li };
}
