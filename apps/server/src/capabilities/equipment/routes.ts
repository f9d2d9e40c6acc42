import { equipmentCalls } from "@cidp/api-client/contract";
import { BOOKING_MESSAGES, checkBookingRange, EQUIPMENT_TRADE_INFO, type EquipmentSide, type EquipmentTrade, type PermissionKey } from "@cidp/domain";
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { Database } from "../../db/database.ts";
import { contractRoute } from "../../http/contract-route.ts";
import { ok } from "../../http/envelope.ts";
import { formatDateTime } from "../../http/format.ts";
import { regionChildren } from "../../http/regions.ts";
import type { StoredFiles } from "../../platform/upload/stored-files.ts";
import { authOf } from "../../plugins/auth.ts";
import { refuse } from "../../runtime/refusal.ts";
import { equipmentMessages as m } from "./equipment-messages.ts";
import { requestDecidedNotice, requestReceivedNotice } from "./equipment-notices.ts";
import { createEquipmentRecords } from "./equipment-records.ts";
import { createEquipmentRepository, type ListingRow, type RequestRow } from "./equipment-repository.ts";
import { listingDraft, listingPlace } from "./listing-draft.ts";
import { createListingViews } from "./listing-views.ts";

export interface EquipmentRoutesOptions {
  db: Database;
  files: StoredFiles;
  now?: () => Date;
}

/** The equipment market's calls: the public market and detail, the member's listings and requests. */
export async function equipmentRoutes(app: FastifyInstance, { db, files, now = () => new Date() }: EquipmentRoutesOptions) {
  const today = () => formatDateTime(now()).slice(0, 10);
  const repository = createEquipmentRepository(db);
  const records = createEquipmentRecords(db);
  const views = createListingViews(repository, files, today);

  function businessOf(request: FastifyRequest) {
    const auth = authOf(request);
    if (!auth.business) throw refuse("permission", m.chooseBusiness);
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
    if (!access.permissions.includes(key)) throw refuse("permission", m.forbidden);
  }

  async function oneRequest(row: RequestRow, side: "owner" | "requester") {
    const [view] = await views.requests([row], side);
    if (!view) throw new Error("request view missing");
    return view;
  }

  /** The caller's business's own listing; another business's is "not found". */
  async function ownListing(request: FastifyRequest, id: number): Promise<ListingRow> {
    const row = await repository.owned(id, businessOf(request).businessId);
    if (!row) throw refuse("not_found", m.listingMissing);
    return row;
  }

  /** The days a rental request asks for, checked against today, the taken days and the listing's availability. */
  async function bookedDays(listing: ListingRow, startDate: string | undefined, endDate: string | undefined) {
    const range = checkBookingRange({ start: startDate, end: endDate }, today(), await views.taken(listing.id));
    if (!range.ok) throw refuse(range.code === "booking.overlap" ? "conflict" : "invalid", BOOKING_MESSAGES[range.code]);
    const outside = (listing.availableFrom && range.value.start < listing.availableFrom) || (listing.availableTo && range.value.end > listing.availableTo);
    if (outside) throw refuse("invalid", m.outsideAvailability);
    return { startDate: range.value.start, endDate: range.value.end };
  }

  contractRoute(app, equipmentCalls.regions, async (request) => ok(regionChildren(request.query.parent)));

  contractRoute(app, equipmentCalls.market, async (request) => {
    const { current, size, ...filter } = request.query;
    if (filter.minFen !== undefined && filter.maxFen !== undefined && filter.minFen > filter.maxFen) throw refuse("invalid", m.priceRange);
    const { rows, total, pages } = await repository.marketPage(filter, current, size);
    return ok({ records: await views.cards(rows), total, current, size, pages });
  });

  contractRoute(app, equipmentCalls.detail, async (request) => {
    const row = await repository.listed(request.query.id);
    if (!row) throw refuse("not_found", m.notOnMarket);
    return ok(await views.detail(row));
  });

  contractRoute(app, equipmentCalls.save, async (request) => {
    const body = request.body;
    const { memberId, businessId } = businessOf(request);
    await requireSidePermission(request, body.trade);
    // A draft is anyone's; submitting it for review is publishing, for a certified business only.
    if (body.submit) app.permissionGuard.refuseUncertified(request, "equipment.publish");
    const regionName = listingPlace(body);
    const existing = body.id ? await ownListing(request, body.id) : null;
    const values = await listingDraft(files, memberId, body, existing, { regionName, thisYear: Number(today().slice(0, 4)), at: now() });
    // One statement: a refused save above wrote nothing, and this one writes all of it.
    const row = await repository.saveListing(existing, values, { businessId, memberId });
    if (!row) throw refuse("state", m.notEditable);
    return ok(await views.own(row));
  });

  contractRoute(app, equipmentCalls.mine, async (request) => {
    const { businessId } = businessOf(request);
    const { side, current, size } = request.query;
    const { rows, total, pages } = await repository.ownPage(businessId, side, current, size);
    return ok({ records: await Promise.all(rows.map((row) => views.own(row))), total, current, size, pages });
  });

  contractRoute(app, equipmentCalls.change, async (request) => {
    const listing = await ownListing(request, request.body.id);
    await requireSidePermission(request, listing.trade as EquipmentTrade);
    if (request.body.action === "submit") app.permissionGuard.refuseUncertified(request, "equipment.publish");
    const row = await records.changeListing(listing, request.body.action, now());
    return ok(await views.own(row));
  });

  contractRoute(app, equipmentCalls.request, async (request) => {
    const { memberId, businessId } = businessOf(request);
    const { listingId, startDate, endDate, message } = request.body;
    const listing = await repository.listed(listingId);
    if (!listing) throw refuse("not_found", m.notOnMarket);
    if (listing.ownerBusinessId === businessId) throw refuse("invalid", m.ownListing);
    // The requester stands on the other side: renting or buying a supply is a purchase, answering a demand a sale.
    await requireSideKey(request, EQUIPMENT_TRADE_INFO[listing.trade as EquipmentTrade].side === "supply" ? "demand" : "supply");
    if (listing.trade !== "rent" && message.length < 2) throw refuse("invalid", m.inquiryMessage);
    const dates = listing.trade === "rent" ? await bookedDays(listing, startDate, endDate) : { startDate: null, endDate: null };
    const row = await records.request(
      {
        listingId,
        ownerBusinessId: listing.ownerBusinessId,
        requesterBusinessId: businessId,
        requesterMemberId: memberId,
        ...dates,
        message,
        createdAt: now(),
      },
      requestReceivedNotice(listing, dates),
    );
    return ok(await oneRequest(row, "requester"));
  });

  contractRoute(app, equipmentCalls.requests, async (request) => {
    const { businessId } = businessOf(request);
    const { box, current, size } = request.query;
    const { rows, total, pages } = await repository.requestPage(businessId, box, current, size);
    return ok({ records: await views.requests(rows, box === "received" ? "owner" : "requester"), total, current, size, pages });
  });

  contractRoute(app, equipmentCalls.decide, async (request) => {
    const { businessId } = businessOf(request);
    const { id, accept, reason } = request.body;
    const found = await repository.received(id, businessId);
    if (!found) throw refuse("not_found", m.requestMissing);
    await requireSidePermission(request, found.listing.trade as EquipmentTrade);
    const notice = requestDecidedNotice(found.request.requesterMemberId, found.listing.title, accept, reason);
    const row = await records.decide(found.request, { accept, reason: reason || null, at: now() }, notice);
    return ok(await oneRequest(row, "owner"));
  });

  contractRoute(app, equipmentCalls.cancel, async (request) => {
    const found = await repository.sent(request.body.id, businessOf(request).businessId);
    if (!found) throw refuse("not_found", m.requestMissing);
    return ok(await oneRequest(await records.cancel(found, now()), "requester"));
  });
}
