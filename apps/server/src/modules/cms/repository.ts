import { asc } from "drizzle-orm";
import type { Database } from "../../db/database.ts";
import { platformConfigs } from "./schema.ts";

/** Reads of the CMS service's tables. */
export function createCmsRepository(db: Database) {
  return {
    listPlatformConfigs() {
      return db
        .select({
          platformCode: platformConfigs.platformCode,
          ngCode: platformConfigs.ngCode,
          baseTitle: platformConfigs.baseTitle,
          subTitle: platformConfigs.subTitle,
          logoImg: platformConfigs.logoImg,
          codeImg: platformConfigs.codeImg,
          dataSource: platformConfigs.dataSource,
        })
        .from(platformConfigs)
        .orderBy(asc(platformConfigs.id));
    },
  };
}
