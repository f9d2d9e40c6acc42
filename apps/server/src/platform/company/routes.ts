import { companyCalls, type companyProfileSchema } from "@cidp/api-client/contract";
import type { FastifyInstance } from "fastify";
import type { z } from "zod";
import type { Database } from "../../db/database.ts";
import { contractRoute } from "../../http/contract-route.ts";
import { ok } from "../../http/envelope.ts";
import { defineRouteModule } from "../../http/route-module.ts";
import { refuse } from "../../runtime/refusal.ts";
import type { qualificationCertificates } from "../certification/schema.ts";
import { publicCertificate } from "../certification/views.ts";
import { companyLogoUrl } from "../media/company-logos.ts";
import { createCompanyRepository, type StoredCompanyProfile } from "./repository.ts";

type CompanyProfile = z.infer<typeof companyProfileSchema>;

const companyTypes = new Set<CompanyProfile["companyType"]>(["require", "supply"]);
const certificationStates = new Set<CompanyProfile["certificationState"]>(["uncertified", "pending", "certified", "rejected"]);

type CertificateRow = typeof qualificationCertificates.$inferSelect;

/** Label keys as their display texts (unknown keys dropped). */
function labelsOf(keys: string | null, labelTexts: ReadonlyMap<string, string>): string[] {
  return (keys ?? "")
    .split(",")
    .map((key) => key.trim())
    .flatMap((key) => {
      const text = key ? labelTexts.get(key) : undefined;
      return text ? [text] : [];
    });
}

/** The stored row as a visitor may see it: labels as their texts, the contact as a chat-user id. */
export function publicProfile(
  row: StoredCompanyProfile,
  labelTexts: ReadonlyMap<string, string>,
  certificates: CertificateRow[] = [],
  now = new Date(),
): CompanyProfile {
  const labels = labelsOf(row.labels, labelTexts);
  return {
    id: row.id,
    name: row.name,
    logoUrl: companyLogoUrl(row.name),
    companyType: companyTypes.has(row.companyType as CompanyProfile["companyType"]) ? (row.companyType as CompanyProfile["companyType"]) : "require",
    industry: row.industry ?? "",
    labels,
    region: row.region ?? "",
    address: row.address ?? "",
    registeredCapital: row.registeredCapitalWan,
    foundedOn: row.foundedOn,
    introduction: row.introduction ?? "",
    certificationState: certificationStates.has(row.certificationState as CompanyProfile["certificationState"])
      ? (row.certificationState as CompanyProfile["certificationState"])
      : "uncertified",
    // Chat users of members are keyed by the member id (see the chat module).
    contactId: row.contactMemberId === null ? null : String(row.contactMemberId),
    shopOpen: row.certificationState === "certified" && row.shopHiddenAt === null,
    qualifications: certificates.map((q) => publicCertificate(q, now)),
  };
}

/** How many certificates a directory card names. */
const CARD_CERTIFICATES = 3;

/** The company showcase: a company's public profile, for anyone (the detail page is public). */
async function companyRoutes(app: FastifyInstance, { db }: { db: Database }) {
  const repository = createCompanyRepository(db);

  contractRoute(app, companyCalls.profile, async (request) => {
    const row = await repository.profile(request.query.id);
    if (!row) throw refuse("not_found", "企业不存在或已注销");
    return ok(publicProfile(row, await repository.labelTexts(), await repository.certificates([row.id])));
  });

  contractRoute(app, companyCalls.list, async (request) => {
    const { current, size, regionCode, companyType, category, grade } = request.query;
    // A city's code ends in 00: its districts share its first four digits.
    const regionPrefix = regionCode ? (regionCode.endsWith("00") ? regionCode.slice(0, 4) : regionCode) : undefined;
    const found = await repository.directory({ regionPrefix, companyType, category: category || undefined, grade: grade || undefined }, current, size);
    const labelTexts = await repository.labelTexts();
    const records = found.rows.map((row) => ({
      id: row.id,
      name: row.name,
      logoUrl: companyLogoUrl(row.name),
      companyType: row.companyType === "supply" ? ("supply" as const) : ("require" as const),
      industry: row.industry,
      region: row.region,
      labels: labelsOf(row.labels, labelTexts),
      qualifications: found.certificates
        .filter((q) => q.businessId === row.id)
        .slice(0, CARD_CERTIFICATES)
        .map((q) => ({ id: q.id, name: q.name, level: q.level })),
    }));
    return ok({ records, total: found.total, current, size, pages: found.pages });
  });

  contractRoute(app, companyCalls.qualification, async (request) => {
    const found = await repository.certificate(request.query.id);
    if (!found) throw refuse("not_found", "资质证书不存在");
    return ok({ ...publicCertificate(found.q, new Date()), company: { id: found.q.businessId, name: found.companyName } });
  });
}

/** Public company profiles, registered by the composition root with the other collected route modules. */
export const companyRouteModule = defineRouteModule({
  name: "company",
  register: async (app, services) => {
    await app.register(companyRoutes, services);
  },
});
