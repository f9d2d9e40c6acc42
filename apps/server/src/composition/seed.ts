import { seedCatalogue } from "../capabilities/catalogue/seed.ts";
import { seedEquipment } from "../capabilities/equipment/seed.ts";
import { seedFinance } from "../capabilities/finance/seed.ts";
import { seedLabor } from "../capabilities/labor/seed.ts";
import { seedLegalServices } from "../capabilities/legal-services/seed.ts";
import { seedLawLessons } from "../capabilities/lesson/seed.ts";
import { seedProjects } from "../capabilities/project/seed.ts";
import { seedShops } from "../capabilities/shop/seed.ts";
import { seedShopServices } from "../capabilities/shop-service/seed.ts";
import { seedDemoVip, seedVipPlans } from "../capabilities/vip/seed.ts";
import { seedTrainingSessions } from "../capabilities/vip/training-seed.ts";
import type { Database } from "../db/database.ts";
import { seedAnnouncements } from "../platform/announcement/seed.ts";
import { seedChat } from "../platform/chat/seed.ts";
import { seedCmsDemo, seedCmsReference } from "../platform/cms/seed.ts";
import { seedCompanyDirectory } from "../platform/company/directory.seed.ts";
import { seedCompanyProfiles } from "../platform/company/seed.ts";
import { seedContentDesk } from "../platform/content-desk/seed.ts";
import { seedLegalDocuments } from "../platform/legal/seed.ts";
import { seedMembers } from "../platform/member/seed.ts";
import { seedNotices } from "../platform/notice/seed.ts";
import { seedDemoOpenApp } from "../platform/open-platform/seed.ts";
import { seedOperators } from "../platform/operator/seed.ts";
import { seedOrganisation } from "../platform/organisation/seed.ts";
import { seedPrivacy } from "../platform/privacy/seed.ts";
import { drainSearchOutbox } from "../platform/search/indexer.ts";
import { seedServiceDesk } from "../platform/service-desk/seed.ts";
import { registerCapabilityPorts } from "./capability-ports.ts";
import { seedDemoOrders } from "./seed-demo-orders.ts";
import { platformShopCatalogue } from "./shop-catalogue.ts";

/**
 * The reference data every installation needs, production included: platform configurations,
 * navigation, dictionaries, districts, the packages and plans the platform sells, the legal texts
 * and the customer-service chat user (not an account anyone logs into). Idempotent.
 */
export async function seedReference(db: Database): Promise<void> {
  await seedCmsReference(db);
  await seedChat(db);
  await seedServiceDesk(db);
  await seedLegalDocuments(db);
  await seedVipPlans(db);
  // 线下培训与政策解读会: platform content, like the plans whose benefit they are.
  await seedTrainingSessions(db);
}

/**
 * The demo (`DEMO_DATA=1`, which `npm start` and the tests set and production refuses): members
 * and businesses with published passwords, the demo operator, orders, content, markets and shops.
 * Idempotent; runs after {@link seedReference}.
 */
export async function seedDemo(db: Database): Promise<void> {
  // The demo orders take their kinds, and the index its sources, from the capabilities.
  registerCapabilityPorts();
  await seedMembers(db);
  await seedCmsDemo(db);
  await seedNotices(db);
  await seedCompanyProfiles(db);
  await seedCompanyDirectory(db);
  await seedOrganisation(db);
  await seedPrivacy(db);
  await seedOperators(db);
  await seedContentDesk(db);
  await seedAnnouncements(db);
  await seedDemoOrders(db);
  await seedDemoVip(db);
  // The open API's sandbox app, whose credentials the developer page publishes.
  await seedDemoOpenApp(db);
  await seedLegalServices(db);
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

/** Reference data and the demo, as the tests and benches use them; running it again changes nothing. */
export async function seed(db: Database): Promise<void> {
  await seedReference(db);
  await seedDemo(db);
}
