import { lookAheadCap, type ProjectEvent } from "@cidp/domain";
import { and, count, desc, eq, gt, gte, inArray, ne, notExists } from "drizzle-orm";
import type { Database } from "../../db/database.ts";
import { keywordBoundedPage } from "../../db/keyword-page.ts";
import { newestWithParentPage } from "../../db/newest-with-parent.ts";
import { boundedPage } from "../../db/paging.ts";
import { rowWithId } from "../../db/row-with-id.ts";
import { qualificationCertificates } from "../../platform/certification/schema.ts";
import { companyProfiles } from "../../platform/company/schema.ts";
import { businessNamesById } from "../../platform/member/business-names.ts";
import { businesses } from "../../platform/member/schema.ts";
import { notices } from "../../platform/notice/schema.ts";
import { applyEvent } from "../../platform/records/state-change.ts";
import { type CompanyFit, companyFitsOf } from "./company-fit.ts";
import { projectAlerts } from "./project-alerts.ts";
import { projectRecord } from "./project-records.ts";
import type { ProjectRow } from "./project-view.ts";
import { isPublicProject, marketProjects, projectAlertSubscriptions, projectRegistrations } from "./schema.ts";

export type RegistrationRow = typeof projectRegistrations.$inferSelect;
type ProjectValues = typeof marketProjects.$inferInsert;
type RegistrationValues = Omit<typeof projectRegistrations.$inferInsert, "id" | "state">;

/** What the public list filters by. */
interface PublicFilter {
  keyword?: string | undefined;
  regionCode?: string | undefined;
  category?: string | undefined;
}

/** The fit of several businesses (`companyFitsOf`), read in `db` (a transaction's, when publishing). */
async function fitsIn(db: Database, businessIds: readonly number[], today: string): Promise<Map<number, CompanyFit>> {
  if (businessIds.length === 0) return new Map();
  const ids = [...new Set(businessIds)];
  const [profiles, certificates] = await Promise.all([
    db
      .select({ id: companyProfiles.businessId, regionCode: companyProfiles.regionCode, region: companyProfiles.region })
      .from(companyProfiles)
      .where(inArray(companyProfiles.businessId, ids)),
    db
      .select({ id: qualificationCertificates.businessId, name: qualificationCertificates.name, level: qualificationCertificates.level })
      .from(qualificationCertificates)
      .where(
        and(
          inArray(qualificationCertificates.businessId, ids),
          eq(qualificationCertificates.state, "certified"),
          gte(qualificationCertificates.validUntil, today),
        ),
      ),
  ]);
  return companyFitsOf(ids, profiles, certificates);
}

/** Tells the subscribed businesses (other than the publisher) that fit a just published project, in the publisher's transaction. */
async function alertFitting(tx: Database, project: ProjectRow, today: string): Promise<void> {
  const subscribers = await tx.select().from(projectAlertSubscriptions).where(ne(projectAlertSubscriptions.businessId, project.publisherBusinessId));
  const fits = await fitsIn(
    tx,
    subscribers.map((s) => s.businessId),
    today,
  );
  const told = projectAlerts(project, subscribers, fits);
  if (told.length > 0) await tx.insert(notices).values(told);
}

/** Project matching's reads and writes: needs, registrations, alert subscriptions and the companies' fit. */
export function createProjectRepository(db: Database) {
  return {
    /** A page of the public needs, newest first. */
    publicPage({ keyword, regionCode, category }: PublicFilter, current: number, size: number) {
      const where = and(
        isPublicProject(),
        regionCode ? eq(marketProjects.cityCode, regionCode.slice(0, 4)) : undefined,
        category ? eq(marketProjects.category, category) : undefined,
      );
      // The count looks ten pages ahead, as the other public lists'.
      const order = [desc(marketProjects.publishedAt), desc(marketProjects.id)];
      const cap = lookAheadCap(current, size);
      return keyword
        ? keywordBoundedPage(db, marketProjects, where, { text: keyword, columns: [marketProjects.title, marketProjects.scope] }, order, current, size, cap)
        : boundedPage(db, marketProjects, where, order, current, size, cap);
    },

    /** A page of the business's own needs (any state, or one), newest first. */
    businessPage(businessId: number, state: string | undefined, current: number, size: number) {
      const where = and(eq(marketProjects.publisherBusinessId, businessId), state ? eq(marketProjects.state, state) : undefined);
      return boundedPage(db, marketProjects, where, [desc(marketProjects.id)], current, size);
    },

    /** A need the public may see. */
    async publicProject(id: number): Promise<ProjectRow | undefined> {
      return rowWithId(db, marketProjects, id, isPublicProject());
    },

    /** A need in any state. */
    async project(id: number): Promise<ProjectRow | undefined> {
      const [row] = await db.select().from(marketProjects).where(eq(marketProjects.id, id));
      return row;
    },

    /** The business's own need (any state). */
    async ownProject(businessId: number, id: number): Promise<ProjectRow | undefined> {
      return rowWithId(db, marketProjects, id, eq(marketProjects.publisherBusinessId, businessId));
    },

    /** Names of businesses, by id. */
    businessNames(ids: readonly number[]): Promise<Map<number, string>> {
      return businessNamesById(db, ids);
    },

    /** How many registrations each project has, by id (absent: none). */
    async registrationCounts(ids: readonly number[]): Promise<Map<number, number>> {
      if (ids.length === 0) return new Map();
      const rows = await db
        .select({ id: projectRegistrations.projectId, n: count() })
        .from(projectRegistrations)
        .where(inArray(projectRegistrations.projectId, [...ids]))
        .groupBy(projectRegistrations.projectId);
      return new Map(rows.map((r) => [r.id, r.n]));
    },

    /** The fit of several businesses, by id: their districts and reviewed certificates valid on `today`. */
    fitsOf(businessIds: readonly number[], today: string): Promise<Map<number, CompanyFit>> {
      return fitsIn(db, businessIds, today);
    },

    /** A new need; a published one and its alerts to the businesses that fit commit together. */
    create(values: ProjectValues, today: string): Promise<ProjectRow> {
      return db.transaction(async (tx) => {
        const [created] = await tx.insert(marketProjects).values(values).returning();
        if (!created) throw new Error("project insert returned nothing");
        if (created.state === "published") await alertFitting(tx, created, today);
        return created;
      });
    },

    /** The publisher's action on its need (refused with a 400 when the state forbids it); publishing and its alerts commit together. */
    act(row: ProjectRow, action: ProjectEvent, at: Date, today: string): Promise<ProjectRow> {
      return db.transaction(async (tx) => {
        const changed = await applyEvent(tx, projectRecord, row, { event: { action, at }, at });
        if (action === "publish") await alertFitting(tx, changed, today);
        return changed;
      });
    },

    /** Whether the business has registered for the project. */
    async isRegistered(projectId: number, businessId: number): Promise<boolean> {
      const [existing] = await db
        .select({ id: projectRegistrations.id })
        .from(projectRegistrations)
        .where(and(eq(projectRegistrations.projectId, projectId), eq(projectRegistrations.businessId, businessId)));
      return existing !== undefined;
    },

    /** A registration; undefined when the business has one already (the unique index settles two racing each other). */
    async register(values: RegistrationValues): Promise<RegistrationRow | undefined> {
      const [row] = await db.insert(projectRegistrations).values(values).onConflictDoNothing().returning();
      return row;
    },

    /** A project's registrations, newest first. */
    registrationsOf(projectId: number): Promise<RegistrationRow[]> {
      return db.select().from(projectRegistrations).where(eq(projectRegistrations.projectId, projectId)).orderBy(desc(projectRegistrations.id));
    },

    /** A registration for one of the publisher's own projects, with that project. */
    async publishersRegistration(businessId: number, registrationId: number) {
      const [found] = await db
        .select({ registration: projectRegistrations, project: marketProjects })
        .from(projectRegistrations)
        .innerJoin(marketProjects, eq(marketProjects.id, projectRegistrations.projectId))
        .where(and(eq(projectRegistrations.id, registrationId), eq(marketProjects.publisherBusinessId, businessId)));
      return found;
    },

    /** Puts a registration on the shortlist. */
    async shortlist(registrationId: number): Promise<RegistrationRow | undefined> {
      const [row] = await db.update(projectRegistrations).set({ state: "shortlisted" }).where(eq(projectRegistrations.id, registrationId)).returning();
      return row;
    },

    /** A page of the business's registrations with their projects, newest first, with the total capped and the depth bounded as every list's (paging.ts). */
    registeredPage(businessId: number, current: number, size: number) {
      const where = eq(projectRegistrations.businessId, businessId);
      return newestWithParentPage(
        db,
        { child: { registration: projectRegistrations }, parent: { project: marketProjects }, parentKey: projectRegistrations.projectId, where },
        { current, size },
      );
    },

    /** Open needs of other businesses that this one has not registered for yet, newest first, at most `limit`. */
    openProjectsFor(businessId: number, at: Date, limit: number): Promise<ProjectRow[]> {
      const registered = db
        .select({ id: projectRegistrations.id })
        .from(projectRegistrations)
        .where(and(eq(projectRegistrations.projectId, marketProjects.id), eq(projectRegistrations.businessId, businessId)));
      return db
        .select()
        .from(marketProjects)
        .where(
          and(
            eq(marketProjects.state, "published"),
            gt(marketProjects.deadline, at),
            ne(marketProjects.publisherBusinessId, businessId),
            notExists(registered),
          ),
        )
        .orderBy(desc(marketProjects.publishedAt))
        .limit(limit);
    },

    /** Whether the business receives alerts of fitting projects. */
    async alertsEnabled(businessId: number): Promise<boolean> {
      const [row] = await db.select().from(projectAlertSubscriptions).where(eq(projectAlertSubscriptions.businessId, businessId));
      return row !== undefined;
    },

    /** Turns the business's alerts on (to this member) or off. */
    async setAlerts(businessId: number, memberId: number, enabled: boolean): Promise<void> {
      if (enabled)
        await db
          .insert(projectAlertSubscriptions)
          .values({ businessId, memberId })
          .onConflictDoUpdate({ target: projectAlertSubscriptions.businessId, set: { memberId } });
      else await db.delete(projectAlertSubscriptions).where(eq(projectAlertSubscriptions.businessId, businessId));
    },

    /** Public needs with their publishers' names, by id (for the search index). */
    publicWithPublishers(ids: number[]) {
      return db
        .select({ project: marketProjects, publisher: businesses.name })
        .from(marketProjects)
        .innerJoin(businesses, eq(businesses.id, marketProjects.publisherBusinessId))
        .where(and(inArray(marketProjects.id, ids), isPublicProject()));
    },
  };
}
