import { BOOKING_MESSAGES, transitionBooking, transitionListing } from "@cidp/domain";
import type { Database } from "../../db/database.ts";
import { applyEvent, lockRow, STALE_ROW, type StateChangeRecord, stateColumnTransition } from "../../platform/records/state-change.ts";
import { refuse } from "../../runtime/refusal.ts";
import { equipmentMessages as m } from "./equipment-messages.ts";
import type { EquipmentNotice } from "./equipment-notices.ts";
import { acceptedOverlapping, insertNotice, type ListingRow, type RequestRow, type RequestValues } from "./equipment-repository.ts";
import { equipmentListings, equipmentRequests } from "./schema.ts";

type ListingEvent = Parameters<typeof transitionListing>[1];
type ListingRefusalCode = Extract<ReturnType<typeof transitionListing>, { ok: false }>["code"];
type BookingEvent = Parameters<typeof transitionBooking>[1];
type BookingRefusalCode = keyof typeof BOOKING_MESSAGES;

/** A refused step, as the member reads it: a stale row is refused like a step the domain forbids (the state asked of is gone). */
const listingRefusal = () => refuse("state", m.transition);
const bookingRefusal = (code: BookingRefusalCode | typeof STALE_ROW) =>
  refuse(code === "booking.overlap" ? "conflict" : "state", BOOKING_MESSAGES[code === STALE_ROW ? "booking.transition-forbidden" : code]);

/**
 * Listings as a state-change record: `transitionListing` decides, each change touches `updatedAt`.
 * The save call's edit-and-submit writes the whole listing and guards its state itself (the repository).
 */
const listingRecord: StateChangeRecord<typeof equipmentListings, ListingEvent, ListingRefusalCode> = {
  table: equipmentListings,
  transition: stateColumnTransition(transitionListing),
  refusal: listingRefusal,
  touch: (at) => ({ updatedAt: at }),
};

/** Requests as a state-change record: `transitionBooking` decides; only a pending request moves. */
const bookingRecord: StateChangeRecord<typeof equipmentRequests, BookingEvent, BookingRefusalCode> = {
  table: equipmentRequests,
  transition: stateColumnTransition(transitionBooking),
  refusal: bookingRefusal,
};

/** Postgres' exclusion_violation: the database refused an overlapping accepted booking. */
function isOverlapViolation(error: unknown): boolean {
  for (let e: unknown = error; e && typeof e === "object"; e = (e as { cause?: unknown }).cause) {
    if ((e as { code?: unknown }).code === "23P01") return true;
  }
  return false;
}

/**
 * The market's state changes and its writes of several rows, each all or nothing: a request with the
 * notice to the listing's owner, a decision with the notice to the requester (one transaction each,
 * the notice written on its handle), a listing's step, a withdrawal. Refusals throw the member's message.
 */
export function createEquipmentRecords(db: Database) {
  return {
    /** A listing's step (submit, delist, close) while it is still in the state read. */
    changeListing(listing: ListingRow, event: ListingEvent, at: Date): Promise<ListingRow> {
      // A resubmitted listing leaves the reviewer's earlier reason behind.
      const patch = event === "submit" ? { rejectReason: null } : {};
      return applyEvent(db, listingRecord, listing, { event, patch, at });
    },

    /** A new request on a listing and the notice that tells its owner: both written, or neither. */
    request(values: RequestValues, notice: EquipmentNotice): Promise<RequestRow> {
      return db.transaction(async (tx) => {
        const [row] = await tx.insert(equipmentRequests).values(values).returning();
        if (!row) throw new Error("request insert returned nothing");
        await insertNotice(tx, notice);
        return row;
      });
    },

    /**
     * The owner's answer to a pending request, with the notice that tells the requester: both, or
     * neither. An accepted booking must not share a day with another accepted one of its listing:
     * the listing's row lock makes accepts of one listing take turns, so the check sees every
     * accepted booking; the exclusion constraint backs it up in the database.
     */
    async decide(request: RequestRow, decision: { accept: boolean; reason: string | null; at: Date }, notice: EquipmentNotice): Promise<RequestRow> {
      const event: BookingEvent = decision.accept ? "accept" : "decline";
      // The domain's word first: a request no longer pending is refused as such, not as an overlap with itself.
      const allowed = bookingRecord.transition(request, event);
      if (!allowed.ok) throw bookingRefusal(allowed.code);
      try {
        return await db.transaction(async (tx) => {
          await lockRow(tx, equipmentListings, request.listingId);
          const { startDate, endDate } = request;
          if (decision.accept && startDate && endDate && (await acceptedOverlapping(tx, request.listingId, startDate, endDate))) {
            throw bookingRefusal("booking.overlap");
          }
          const patch = { declineReason: decision.accept ? null : decision.reason, decidedAt: decision.at };
          const row = await applyEvent(tx, bookingRecord, request, { event, patch, at: decision.at });
          await insertNotice(tx, notice);
          return row;
        });
      } catch (error) {
        if (isOverlapViolation(error)) throw bookingRefusal("booking.overlap");
        throw error;
      }
    },

    /** The requester withdraws a pending request. */
    cancel(request: RequestRow, at: Date): Promise<RequestRow> {
      return applyEvent(db, bookingRecord, request, { event: "cancel", patch: { decidedAt: at }, at });
    },
  };
}
