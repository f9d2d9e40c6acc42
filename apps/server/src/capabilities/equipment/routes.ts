import { equipmentCalls } from "@cidp/api-client/contract";
import {
  BOOKING_MESSAGES,
  type BookingState,
  checkBookingRange,
  checkListingDraft,
  EQUIPMENT_CATEGORIES,
  EQUIPMENT_TRADE_INFO,
  type EquipmentSide,
  type EquipmentTrade,
  equipmentCategoryCodes,
  LISTING_RULE_MESSAGES,
  type ListingState,
  messageOf,
  type PermissionKey,
  transitionBooking,
  transitionListing,
  validateUploadFile,
} from "@cidp/domain";
import { and, desc, eq, gte, inArray, isNotNull, lte, type SQL } from "drizzle-orm";
import type { FastifyInstance, FastifyRequest } from "fastify";
import { codeStartsWith } from "../../db/code-prefix.ts";
import type { Database } from "../../db/database.ts";
import { boundedPage } from "../../db/paging.ts";
import { contractRoute } from "../../http/contract-route.ts";
import { ok } from "../../http/envelope.ts";
import { formatDateTime } from "../../http/format.ts";
import { districtName, regionChildren } from "../../http/regions.ts";
import { HttpError } from "../../http/validate.ts";
import type { StoredFiles } from "../../platform/upload/stored-files.ts";
import { authOf } from "../../plugins/auth.ts";
import { equipmentMessages as m } from "./equipment-messages.ts";
import { notifyMember } from "./equipment-notices.ts";
import { createListingViews, type ListingRow, type RequestRow } from "./listing-views.ts";
import { equipmentListings, equipmentRequests, type ListingPhoto } from "./schema.ts";

/** What a photo may be (spec §5 image rules of the upload widgets: what a camera or a scanner gives). */
const PHOTO_EXTENSIONS = ["jpg", "jpeg", "png"] as const;
/** The largest photo or certificate scan, in MB (the publish form's upload widgets say the same). */
const PHOTO_MAX_MB = 10;
/** What a certificate may be: a scan (image) or a PDF. */
const CERTIFICATE_EXTENSIONS = ["jpg", "jpeg", "png", "pdf"] as const;
/** Machine types a listing may name (the tree's leaves, not its groups). */
const MACHINE_TYPES = new Set(EQUIPMENT_CATEGORIES.flatMap((group) => group.children.map((c) => c.code)));

export interface EquipmentRoutesOptions {
  db: Database;
  files: StoredFiles;
  now?: () => Date;
}

/** Postgres' exclusion_violation: the database refused an overlapping accepted booking. */
function isOverlapViolation(error: unknown): boolean {
  for (let e: unknown = error; e && typeof e === "object"; e = (e as { cause?: unknown }).cause) {
    if ((e as { code?: unknown }).code === "23P01") return true;
  }
  return false;
}

/** The equipment market's calls: the public market and detail, the member's listings and requests. */
export async function equipmentRoutes(app: FastifyInstance, { db, files, now = () => new Date() }: EquipmentRoutesOptions) {
  const today = () => formatDateTime(now()).slice(0, 10);
  const views = createListingViews(db, files, today);

  function businessOf(request: FastifyRequest) {
    const auth = authOf(request);
    if (!auth.business) throw new HttpError(403, m.chooseBusiness);
    return { memberId: auth.member.id, businessId: auth.business.businessId };
  }

  /** Supplies are the shop's goods (product_manage); demands are purchases (inquiry_create). */
  async function requireSidePermission(request: FastifyRequest, trade: EquipmentTrade) {
    await requireSideKey(request, EQUIPMENT_TRADE_INFO[trade].side);
  }

  /** The key of acting on one side of the market: selling (product_manage) or buying (inquiry_create). */
  async function requireSideKey(request: FastifyRequest, side: EquipmentSide) {
    const { memberId, businessId } = businessOf(request);
    const key: PermissionKey = side === "supply" ? "product_manage" : "inquiry_create";
    const access = await app.permissionGuard.accessOf(memberId, businessId);
    if (!access.permissions.includes(key)) throw new HttpError(403, m.forbidden);
  }

  async function oneRequest(row: RequestRow, side: "owner" | "requester") {
    const [view] = await views.requests([row], side);
    if (!view) throw new Error("request view missing");
    return view;
  }

  /** The caller's business's own listing; another business's is "not found". */
  async function ownListing(request: FastifyRequest, id: number): Promise<ListingRow> {
    const { businessId } = businessOf(request);
    const [row] = await db
      .select()
      .from(equipmentListings)
      .where(and(eq(equipmentListings.id, id), eq(equipmentListings.ownerBusinessId, businessId)));
    if (!row) throw new HttpError(404, m.listingMissing);
    return row;
  }

  contractRoute(app, equipmentCalls.regions, async (request) => ok(regionChildren(request.query.parent)));

  contractRoute(app, equipmentCalls.market, async (request) => {
    const { side, trade, category, region, minFen, maxFen, current, size } = request.query;
    if (minFen !== undefined && maxFen !== undefined && minFen > maxFen) throw new HttpError(400, m.priceRange);
    const conditions: SQL[] = [eq(equipmentListings.state, "listed")];
    if (side) conditions.push(eq(equipmentListings.side, side));
    if (trade) conditions.push(eq(equipmentListings.trade, trade));
    if (category) conditions.push(inArray(equipmentListings.category, equipmentCategoryCodes(category).concat("")));
    if (region) conditions.push(codeStartsWith(equipmentListings.regionCode, region, 6));
    if (minFen !== undefined) conditions.push(gte(equipmentListings.priceFen, minFen));
    if (maxFen !== undefined) conditions.push(lte(equipmentListings.priceFen, maxFen));
    const { rows, total, pages } = await boundedPage(
      db,
      equipmentListings,
      and(...conditions),
      [desc(equipmentListings.updatedAt), desc(equipmentListings.id)],
      current,
      size,
    );
    return ok({ records: await views.cards(rows), total, current, size, pages });
  });

  contractRoute(app, equipmentCalls.detail, async (request) => {
    const [row] = await db
      .select()
      .from(equipmentListings)
      .where(and(eq(equipmentListings.id, request.query.id), eq(equipmentListings.state, "listed")));
    if (!row) throw new HttpError(404, m.notOnMarket);
    return ok(await views.detail(row));
  });

  contractRoute(app, equipmentCalls.save, async (request) => {
    const body = request.body;
    const { memberId, businessId } = businessOf(request);
    await requireSidePermission(request, body.trade);
    if (!MACHINE_TYPES.has(body.category)) throw new HttpError(400, m.category);
    const regionName = districtName(body.regionCode);
    if (!regionName) throw new HttpError(400, m.region);
    const existing = body.id ? await ownListing(request, body.id) : null;
    // Only the member's own verified uploads, of the allowed types; one bad id refuses the whole save.
    const photoIds = [...new Set(body.photoIds)];
    const certificateIds = [...new Set(body.certificateIds)];
    const [images, certificateFiles] = await Promise.all([
      files.ownFiles(memberId, photoIds, PHOTO_EXTENSIONS),
      files.ownFiles(memberId, certificateIds, CERTIFICATE_EXTENSIONS),
    ]);
    if (images.size !== photoIds.length) throw new HttpError(400, m.photos);
    if (certificateFiles.size !== certificateIds.length) throw new HttpError(400, m.certificates);
    // Spec §5's size rule, on the server too: the upload engine checks it in the browser only.
    for (const file of [...images.values(), ...certificateFiles.values()]) {
      const checked = validateUploadFile(
        { name: file.fileName, size: file.size },
        { accept: [...PHOTO_EXTENSIONS, ...CERTIFICATE_EXTENSIONS], maxSizeMb: PHOTO_MAX_MB },
      );
      if (!checked.ok) throw new HttpError(400, `${file.fileName}：${messageOf(checked)}`);
    }
    // Seeded pictures (no upload behind them) stay with the listing when it is edited.
    const kept: ListingPhoto[] = existing?.photos.filter((photo) => photo.url) ?? [];
    const photos: ListingPhoto[] = [...kept, ...photoIds.map((uploadId) => ({ uploadId }))];
    const rental = body.trade === "rent";
    const rules = checkListingDraft(
      {
        trade: body.trade,
        year: body.year,
        priceUnit: body.priceUnit,
        photoCount: photos.length,
        certificateCount: certificateIds.length,
        availableFrom: rental ? body.availableFrom : null,
        availableTo: rental ? body.availableTo : null,
      },
      Number(today().slice(0, 4)),
    );
    if (!rules.ok) throw new HttpError(400, LISTING_RULE_MESSAGES[rules.code]);
    let state: ListingState = existing ? (existing.state as ListingState) : "draft";
    if (existing) {
      const edited = transitionListing(state, "edit");
      if (!edited.ok) throw new HttpError(400, m.notEditable);
      state = edited.value;
    }
    if (body.submit) {
      const submitted = transitionListing(state, "submit");
      if (!submitted.ok) throw new HttpError(400, m.transition);
      state = submitted.value;
    }
    const values = {
      side: EQUIPMENT_TRADE_INFO[body.trade].side,
      trade: body.trade,
      category: body.category,
      title: body.title,
      brand: body.brand,
      model: body.model,
      year: body.year,
      workingHours: body.workingHours,
      regionCode: body.regionCode,
      regionName,
      priceFen: body.priceFen,
      priceUnit: body.priceUnit,
      description: body.description,
      photos,
      certificates: certificateIds.map((id) => ({ uploadId: id, name: certificateFiles.get(id)?.fileName ?? "" })),
      availableFrom: rental ? (body.availableFrom ?? null) : null,
      availableTo: rental ? (body.availableTo ?? null) : null,
      state,
      rejectReason: null,
      updatedAt: now(),
    };
    // One statement: a refused save above wrote nothing, and this one writes all of it.
    const [row] = existing
      ? await db
          .update(equipmentListings)
          .set(values)
          .where(and(eq(equipmentListings.id, existing.id), eq(equipmentListings.state, existing.state)))
          .returning()
      : await db
          .insert(equipmentListings)
          .values({ ...values, ownerBusinessId: businessId, createdBy: memberId, createdAt: now() })
          .returning();
    if (!row) throw new HttpError(400, m.notEditable);
    return ok(await views.own(row));
  });

  contractRoute(app, equipmentCalls.mine, async (request) => {
    const { businessId } = businessOf(request);
    const { side, current, size } = request.query;
    const where = and(eq(equipmentListings.ownerBusinessId, businessId), side ? eq(equipmentListings.side, side) : undefined);
    const { rows, total, pages } = await boundedPage(
      db,
      equipmentListings,
      where,
      [desc(equipmentListings.updatedAt), desc(equipmentListings.id)],
      current,
      size,
    );
    return ok({ records: await Promise.all(rows.map((row) => views.own(row))), total, current, size, pages });
  });

  contractRoute(app, equipmentCalls.change, async (request) => {
    const listing = await ownListing(request, request.body.id);
    await requireSidePermission(request, listing.trade as EquipmentTrade);
    const next = transitionListing(listing.state as ListingState, request.body.action);
    if (!next.ok) throw new HttpError(400, m.transition);
    const [row] = await db
      .update(equipmentListings)
      .set({ state: next.value, updatedAt: now(), ...(request.body.action === "submit" ? { rejectReason: null } : {}) })
      .where(and(eq(equipmentListings.id, listing.id), eq(equipmentListings.state, listing.state)))
      .returning();
    if (!row) throw new HttpError(400, m.transition);
    return ok(await views.own(row));
  });

  contractRoute(app, equipmentCalls.request, async (request) => {
    const { memberId, businessId } = businessOf(request);
    const { listingId, startDate, endDate, message } = request.body;
    const [listing] = await db
      .select()
      .from(equipmentListings)
      .where(and(eq(equipmentListings.id, listingId), eq(equipmentListings.state, "listed")));
    if (!listing) throw new HttpError(404, m.notOnMarket);
    if (listing.ownerBusinessId === businessId) throw new HttpError(400, m.ownListing);
    // The requester stands on the other side: renting or buying a supply is a purchase, answering a demand a sale.
    await requireSideKey(request, EQUIPMENT_TRADE_INFO[listing.trade as EquipmentTrade].side === "supply" ? "demand" : "supply");
    let dates: { startDate: string | null; endDate: string | null } = { startDate: null, endDate: null };
    if (listing.trade === "rent") {
      const range = checkBookingRange({ start: startDate, end: endDate }, today(), await views.taken(listing.id));
      if (!range.ok) throw new HttpError(range.code === "booking.overlap" ? 409 : 400, BOOKING_MESSAGES[range.code]);
      const outside = (listing.availableFrom && range.value.start < listing.availableFrom) || (listing.availableTo && range.value.end > listing.availableTo);
      if (outside) throw new HttpError(400, m.outsideAvailability);
      dates = { startDate: range.value.start, endDate: range.value.end };
    } else if (message.length < 2) {
      throw new HttpError(400, m.inquiryMessage);
    }
    const [row] = await db
      .insert(equipmentRequests)
      .values({
        listingId,
        ownerBusinessId: listing.ownerBusinessId,
        requesterBusinessId: businessId,
        requesterMemberId: memberId,
        ...dates,
        message,
        createdAt: now(),
      })
      .returning();
    if (!row) throw new Error("request insert returned nothing");
    const what = dates.startDate ? `预订 ${dates.startDate} 至 ${dates.endDate}` : "询价";
    await notifyMember(db, listing.createdBy, "设备收到新的请求", `您发布的「${listing.title}」收到${what}，请及时处理。`, "received");
    return ok(await oneRequest(row, "requester"));
  });

  contractRoute(app, equipmentCalls.requests, async (request) => {
    const { businessId } = businessOf(request);
    const { box, current, size } = request.query;
    const where = box === "received" ? eq(equipmentRequests.ownerBusinessId, businessId) : eq(equipmentRequests.requesterBusinessId, businessId);
    const { rows, total, pages } = await boundedPage(
      db,
      equipmentRequests,
      where,
      [desc(equipmentRequests.createdAt), desc(equipmentRequests.id)],
      current,
      size,
    );
    return ok({ records: await views.requests(rows, box === "received" ? "owner" : "requester"), total, current, size, pages });
  });

  contractRoute(app, equipmentCalls.decide, async (request) => {
    const { businessId } = businessOf(request);
    const { id, accept, reason } = request.body;
    const [found] = await db
      .select({ request: equipmentRequests, listing: equipmentListings })
      .from(equipmentRequests)
      .innerJoin(equipmentListings, eq(equipmentListings.id, equipmentRequests.listingId))
      .where(and(eq(equipmentRequests.id, id), eq(equipmentRequests.ownerBusinessId, businessId)));
    if (!found) throw new HttpError(404, m.requestMissing);
    await requireSidePermission(request, found.listing.trade as EquipmentTrade);
    const next = transitionBooking(found.request.state as BookingState, accept ? "accept" : "decline");
    if (!next.ok) throw new HttpError(400, BOOKING_MESSAGES[next.code]);
    let row: RequestRow | undefined;
    try {
      row = await db.transaction(async (tx) => {
        // The listing's row lock makes accepts of one listing take turns, so the overlap check
        // below sees every accepted booking; the exclusion constraint backs it up in the database.
        await tx.select({ id: equipmentListings.id }).from(equipmentListings).where(eq(equipmentListings.id, found.listing.id)).for("update");
        const { startDate, endDate } = found.request;
        if (accept && startDate && endDate) {
          const clash = await tx
            .select({ id: equipmentRequests.id })
            .from(equipmentRequests)
            .where(
              and(
                eq(equipmentRequests.listingId, found.listing.id),
                eq(equipmentRequests.state, "accepted"),
                isNotNull(equipmentRequests.startDate),
                lte(equipmentRequests.startDate, endDate),
                gte(equipmentRequests.endDate, startDate),
              ),
            )
            .limit(1);
          if (clash.length > 0) throw new HttpError(409, BOOKING_MESSAGES["booking.overlap"]);
        }
        const [updated] = await tx
          .update(equipmentRequests)
          .set({ state: next.value, declineReason: accept ? null : reason || null, decidedAt: now() })
          .where(and(eq(equipmentRequests.id, id), eq(equipmentRequests.state, "pending")))
          .returning();
        return updated;
      });
    } catch (error) {
      if (isOverlapViolation(error)) throw new HttpError(409, BOOKING_MESSAGES["booking.overlap"]);
      throw error;
    }
    if (!row) throw new HttpError(400, BOOKING_MESSAGES["booking.transition-forbidden"]);
    const title = found.listing.title;
    await notifyMember(
      db,
      row.requesterMemberId,
      accept ? "设备请求已被接受" : "设备请求未被接受",
      accept ? `您对「${title}」的请求已被接受，请与设备方联系后续事宜。` : `您对「${title}」的请求未被接受${reason ? `，原因：${reason}` : ""}。`,
      "sent",
    );
    return ok(await oneRequest(row, "owner"));
  });

  contractRoute(app, equipmentCalls.cancel, async (request) => {
    const { businessId } = businessOf(request);
    const [found] = await db
      .select()
      .from(equipmentRequests)
      .where(and(eq(equipmentRequests.id, request.body.id), eq(equipmentRequests.requesterBusinessId, businessId)));
    if (!found) throw new HttpError(404, m.requestMissing);
    const next = transitionBooking(found.state as BookingState, "cancel");
    if (!next.ok) throw new HttpError(400, BOOKING_MESSAGES[next.code]);
    const [row] = await db
      .update(equipmentRequests)
      .set({ state: next.value, decidedAt: now() })
      .where(and(eq(equipmentRequests.id, found.id), eq(equipmentRequests.state, "pending")))
      .returning();
    if (!row) throw new HttpError(400, BOOKING_MESSAGES["booking.transition-forbidden"]);
    return ok(await oneRequest(row, "requester"));
  });
}
