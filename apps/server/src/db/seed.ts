import { seedCatalogue } from "../modules/catalogue/seed.ts";
import { seedChat } from "../modules/chat/seed.ts";
import { seedCms } from "../modules/cms/seed.ts";
import { seedCompanyDirectory } from "../modules/company/directory.seed.ts";
import { seedCompanyProfiles } from "../modules/company/seed.ts";
import { seedEquipment } from "../modules/equipment/seed.ts";
import { seedFinance } from "../modules/finance/seed.ts";
import { seedLabor } from "../modules/labor/seed.ts";
import { seedLegalDocuments } from "../modules/legal/seed.ts";
import { seedLegalServices } from "../modules/legal-services/seed.ts";
import { seedLawLessons } from "../modules/lesson/seed.ts";
import { seedMembers } from "../modules/member/seed.ts";
import { seedNotices } from "../modules/notice/seed.ts";
import { seedOperators } from "../modules/operator/seed.ts";
import { seedDemoOrders } from "../modules/order/seed.ts";
import { seedOrganisation } from "../modules/organisation/seed.ts";
import { seedPrivacy } from "../modules/privacy/seed.ts";
import { seedProjects } from "../modules/project/seed.ts";
import { drainSearchOutbox } from "../modules/search/indexer.ts";
import { seedShops } from "../modules/shop/seed.ts";
import { platformShopCatalogue } from "../modules/shop/shop-catalogue.ts";
import { seedShopServices } from "../modules/shop-service/seed.ts";
import { seedVipPlans } from "../modules/vip/seed.ts";
import type { Database } from "./database.ts";

/** Seeds the demo data of every module once; running it again changes nothing. */
export async function seed(db: Database): Promise<void> {
  await seedMembers(db);
  await seedCms(db);
  await seedNotices(db);
  await seedChat(db);
  await seedCompanyProfiles(db);
  await seedCompanyDirectory(db);
  await seedOrganisation(db);
  await seedPrivacy(db);
  await seedLegalDocuments(db);
  await seedOperators(db);
  await seedDemoOrders(db);
  await seedLegalServices(db);
  await seedVipPlans(db);
  await seedLawLessons(db);
  // After the directory and the orders: projects, labor and applications draw on both.
  await seedProjects(db);
  await seedLabor(db);
  await seedFinance(db);
  await seedEquipment(db);
  await seedShopServices(db);
  await seedCatalogue(db);
  // After the catalogue and the services: the demo shops pick from both.
  await seedShops(db, platformShopCatalogue);
  // What the seeds wrote is searchable as soon as the services start (nothing queued: no work).
  await drainSearchOutbox(db);
}
