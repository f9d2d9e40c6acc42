import { companyCalls, type companyProfileSchema } from "@cidp/api-client/contract";
import type { FastifyInstance } from "fastify";
import type { z } from "zod";
import type { Database } from "../../db/database.ts";
import { contractRoute } from "../../http/contract-route.ts";
import { ok } from "../../http/envelope.ts";
import { HttpError } from "../../http/validate.ts";
import { createCompanyRepository, type StoredCompanyProfile } from "./repository.ts";

type CompanyProfile = z.infer<typeof companyProfileSchema>;

const companyTypes = new Set<CompanyProfile["companyType"]>(["require", "supply"]);
const certificationStates = new Set<CompanyProfile["certificationState"]>(["uncertified", "pending", "certified", "rejected"]);

/** The stored row as a visitor may see it: labels as their texts, the contact as a chat-user id. */
export function publicProfile(row: StoredCompanyProfile, labelTexts: ReadonlyMap<string, string>): CompanyProfile {
  const labels = (row.labels ?? "")
    .split(",")
    .map((key) => key.trim())
    .flatMap((key) => {
      const text = key ? labelTexts.get(key) : undefined;
      return text ? [text] : [];
    });
  return {
    id: row.id,
    name: row.name,
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
  };
}

/** The company showcase: a company's public profile, for anyone (the detail page is public). */
export async function companyRoutes(app: FastifyInstance, { db }: { db: Database }) {
  const repository = createCompanyRepository(db);

  contractRoute(app, companyCalls.profile, async (request) => {
    const row = await repository.profile(request.query.id);
    if (!row) throw new HttpError(404, "企业不存在或已注销");
    return ok(publicProfile(row, await repository.labelTexts()));
  });
}
