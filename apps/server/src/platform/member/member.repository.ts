import { lookAheadCap } from "@cidp/domain";
import { and, asc, eq, ilike, type SQL, sql } from "drizzle-orm";
import type { Database } from "../../db/database.ts";
import { keywordMatch } from "../../db/keyword-match.ts";
import { keywordOffsetPage } from "../../db/keyword-page.ts";
import { containsPattern } from "../../db/like.ts";
import { offsetPage } from "../../db/paging.ts";
import { firstAdminOrder } from "./member-order.ts";
import { hashPassword, verifyPassword, verifyRetiredPassword } from "./password.ts";
import { businesses, members, memberships } from "./schema.ts";

/** A member row as the services use it (hashes included; never send it as is). */
export type MemberRecord = typeof members.$inferSelect;

/** A business the member belongs to, with the member's role in it. */
export interface MemberBusiness {
  businessId: number;
  businessName: string;
  companyType: string;
  certificationState: string;
  tenantId: string;
  accountHeader: string;
  creditCode: string;
  role: string;
}

/** The columns of a `MemberBusiness`, from memberships joined with their businesses. */
export const membershipFields = {
  businessId: businesses.id,
  businessName: businesses.name,
  companyType: businesses.companyType,
  certificationState: businesses.certificationState,
  tenantId: businesses.tenantId,
  accountHeader: businesses.accountHeader,
  creditCode: businesses.creditCode,
  role: memberships.role,
};

/** One member of a business, as the member list reads it. */
export interface BusinessMemberRow {
  memberId: number;
  realName: string;
  phone: string;
  role: string;
  joinedAt: Date;
}

/** Which page of a business's members to read; `keyword` is part of a name or a whole phone number. */
export interface BusinessMemberQuery {
  businessId: number;
  current: number;
  size: number;
  keyword?: string | undefined;
}

/** Reads and writes of members and their businesses. */
export function createMemberRepository(db: Database) {
  /** A member's businesses with the role they hold there; callers add the filter. */
  const membershipsOf = () => db.select(membershipFields).from(memberships).innerJoin(businesses, eq(businesses.id, memberships.businessId));

  return {
    /**
     * A page of a business's members, admins first, then by joining time, with the total counted
     * up to the lists' cap (paging.ts). The keyword matches names, or a whole phone number only: a
     * fragment of digits would let a member uncover the masked numbers one digit at a time. The
     * page is read along membership_business_order_idx (the order's expressions are the index's),
     * no deeper than the lists page, so it reads a page of the business's members, not all of them.
     */
    async listBusinessMembers(query: BusinessMemberQuery): Promise<{ records: BusinessMemberRow[]; total: number }> {
      const keyword = query.keyword?.trim();
      const ofBusiness = eq(memberships.businessId, query.businessId);
      // The business's members with their people, in 成员管理's order, which the page and the keyword's walk read.
      const inOrder = (where: SQL | undefined) =>
        db
          .select({ memberId: members.id, realName: members.realName, phone: members.phone, role: memberships.role, joinedAt: memberships.createdAt })
          .from(memberships)
          .innerJoin(members, eq(members.id, memberships.memberId))
          .where(where)
          .orderBy(...firstAdminOrder);
      const listed = (where: SQL | undefined) => ({
        readPage: (limit: number, offset: number) => inOrder(where).limit(limit).offset(offset),
        matching: db.select({ one: sql<number>`1` }).from(memberships).innerJoin(members, eq(members.id, memberships.memberId)).where(where),
      });
      if (!keyword) {
        // Counted from the memberships alone (every one has its member): joined, the planner merged
        // them with every member of the platform in id order to count a thousand (120 ms at 1e6).
        const { readPage } = listed(ofBusiness);
        const { rows, total } = await offsetPage(
          db,
          query.current,
          query.size,
          readPage,
          db.select({ one: sql<number>`1` }).from(memberships).where(ofBusiness),
        );
        return { records: rows, total };
      }
      if (/^\d{11}$/.test(keyword)) {
        const { readPage, matching } = listed(and(ofBusiness, eq(members.phone, keyword)));
        const { rows, total } = await offsetPage(db, query.current, query.size, readPage, matching);
        return { records: rows, total };
      }
      // A name counts ten pages ahead: a common one is found among the first members in order (keyword-page.ts).
      const { rows, total } = await keywordOffsetPage(
        db,
        query.current,
        query.size,
        lookAheadCap(query.current, query.size),
        (walkLimit, matchLimit) => {
          const w = inOrder(ofBusiness).limit(walkLimit).as("walked");
          return db
            .select()
            .from(w)
            .where(ilike(w.realName, containsPattern(keyword)))
            .limit(matchLimit);
        },
        listed(and(ofBusiness, keywordMatch(keyword, members.realName))),
      );
      return { records: rows, total };
    },

    /** The member with this phone number, or null. */
    async findByPhone(phone: string): Promise<MemberRecord | null> {
      const [row] = await db.select().from(members).where(eq(members.phone, phone)).limit(1);
      return row ?? null;
    },

    /** The member with this id, or null. */
    async findById(id: number): Promise<MemberRecord | null> {
      const [row] = await db.select().from(members).where(eq(members.id, id)).limit(1);
      return row ?? null;
    },

    /** Registers a member; `consent` is whether the agreements were accepted (stored as a time). Null when the phone is taken. */
    async create(phone: string, realName: string, password: string, consent: boolean): Promise<MemberRecord | null> {
      const passwordHash = await hashPassword(password);
      const [row] = await db
        .insert(members)
        .values({ phone, realName, passwordHash, consentAt: consent ? new Date() : null })
        .onConflictDoNothing({ target: members.phone })
        .returning();
      return row ?? null;
    },

    /** Replaces the login password with a fresh hash; a reset by platform staff (password-reset.ts) is over with it. */
    async updatePassword(memberId: number, password: string): Promise<void> {
      await db
        .update(members)
        .set({ passwordHash: await hashPassword(password), passwordResetAt: null, updatedAt: new Date() })
        .where(eq(members.id, memberId));
    },

    /**
     * The profile's name, e-mail (null clears it) and, when given, avatar; `alongside` writes what
     * other modules keep of them on the same transaction, so they are saved together or not at all.
     */
    async updateProfile(
      memberId: number,
      profile: { realName: string; email: string | null; avatar?: string | undefined; at: Date },
      alongside: (tx: Database) => Promise<void>,
    ): Promise<void> {
      const { realName, email, avatar, at } = profile;
      await db.transaction(async (tx) => {
        await tx
          .update(members)
          .set({ realName, email, ...(avatar ? { avatar } : {}), updatedAt: at })
          .where(eq(members.id, memberId));
        await alongside(tx);
      });
    },

    /** Sets the 6-digit pay password. */
    async updatePayPassword(memberId: number, payPassword: string): Promise<void> {
      await db
        .update(members)
        .set({ payPasswordHash: await hashPassword(payPassword), updatedAt: new Date() })
        .where(eq(members.id, memberId));
    },

    /**
     * The member for this phone when the password matches, else null (same answer for both
     * failures). `passwordReset`: the password is the one platform staff retired, which opens
     * nothing; the caller refuses it with `passwordLoginRefusalOf` (password-reset.ts).
     */
    async authenticate(phone: string, password: string): Promise<{ member: MemberRecord; passwordReset: boolean } | null> {
      const member = await this.findByPhone(phone);
      if (!member) return null;
      if (await verifyPassword(password, member.passwordHash)) return { member, passwordReset: false };
      return (await verifyRetiredPassword(password, member.passwordHash)) ? { member, passwordReset: true } : null;
    },

    /** Every business the member belongs to, oldest membership first. */
    listBusinesses(memberId: number): Promise<MemberBusiness[]> {
      return membershipsOf().where(eq(memberships.memberId, memberId)).orderBy(asc(memberships.createdAt), asc(businesses.id));
    },

    /** The business when the member belongs to it, else null. */
    async findMembership(memberId: number, businessId: number): Promise<MemberBusiness | null> {
      const [row] = await membershipsOf()
        .where(and(eq(memberships.memberId, memberId), eq(memberships.businessId, businessId)))
        .limit(1);
      return row ?? null;
    },
  };
}
