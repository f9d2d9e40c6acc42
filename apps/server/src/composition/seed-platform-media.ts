import { asc, eq } from "drizzle-orm";
import { productPictures } from "../capabilities/catalogue/product-pictures.ts";
import { machinePictures } from "../capabilities/equipment/machine-pictures.ts";
import { lawyerPortraits } from "../capabilities/legal-services/lawyers.data.ts";
import type { Database } from "../db/database.ts";
import { companyLogo, rememberStoredLogos } from "../platform/media/company-logos.ts";
import { allPictures } from "../platform/media/media-catalogue.ts";
import { type MediaSeedReport, seedMedia } from "../platform/media/seed-media.ts";
import { businesses } from "../platform/member/schema.ts";

/**
 * How many companies get a badge at start. The demo has some forty; a benchmark database with a
 * hundred thousand would otherwise spend an hour rendering. The rest show their initials.
 */
const LOGO_LIMIT = 300;

/**
 * Stores the pictures of every module (composition level: the capabilities' pictures too): the platform's pictures, the badges of the certified companies (the directory's), oldest first, and the lawyers' portraits.
 */
export async function seedPlatformMedia(db: Database, config: Parameters<typeof seedMedia>[0]): Promise<MediaSeedReport> {
  const rows = await db
    .select({ name: businesses.name })
    .from(businesses)
    .where(eq(businesses.certificationState, "certified"))
    .orderBy(asc(businesses.id))
    .limit(LOGO_LIMIT);
  const names = [...new Set(rows.map((row) => row.name))];
  const report = await seedMedia(config, [...allPictures(), ...machinePictures(), ...productPictures(), ...names.map(companyLogo), ...lawyerPortraits()]);
  rememberStoredLogos(names);
  return report;
}
