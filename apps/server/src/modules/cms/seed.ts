import type { Database } from "../../db/database.ts";
import { platformConfigs } from "./schema.ts";

const platformConfigSeed = [
  {
    platformCode: "CIDP",
    ngCode: "localhost",
    baseTitle: "建筑产业互联网平台",
    subTitle: "省建筑业数字化服务门户",
    logoImg: "/static/logo-cidp.svg",
    codeImg: "/static/qr-app.svg",
    dataSource: "CIDP",
  },
  {
    platformCode: "CHANGCHUN",
    ngCode: "127.0.0.1",
    baseTitle: "长春建筑产业互联网平台",
    subTitle: "长春市建筑业数字化服务门户",
    logoImg: "/static/logo-changchun.svg",
    codeImg: "/static/qr-app.svg",
    dataSource: "CHANGCHUN",
  },
];

/** The CMS demo content; idempotent. */
export async function seedCms(db: Database): Promise<void> {
  await db.insert(platformConfigs).values(platformConfigSeed).onConflictDoNothing({ target: platformConfigs.ngCode });
}
