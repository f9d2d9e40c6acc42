import type { equipmentCalls } from "@cidp/api-client/contract";
import { checkListingDraft, EQUIPMENT_CATEGORIES, EQUIPMENT_TRADE_INFO, LISTING_RULE_MESSAGES, type ListingState, transitionListing } from "@cidp/domain";
import type { z } from "zod";
import { districtName } from "../../http/regions.ts";
import { savedState } from "../../platform/records/saved-state.ts";
import { checkedListingUploads } from "../../platform/upload/listing-uploads.ts";
import type { StoredFiles } from "../../platform/upload/stored-files.ts";
import { refuse } from "../../runtime/refusal.ts";
import { equipmentMessages as m } from "./equipment-messages.ts";
import type { ListingRow, ListingValues } from "./equipment-repository.ts";
import type { ListingPhoto } from "./schema.ts";

/** What a photo may be (spec §5 image rules of the upload widgets: what a camera or a scanner gives). */
const PHOTO_EXTENSIONS = ["jpg", "jpeg", "png"] as const;
/** The largest photo or certificate scan, in MB (the publish form's upload widgets say the same). */
const PHOTO_MAX_MB = 10;
/** What a certificate may be: a scan (image) or a PDF. */
const CERTIFICATE_EXTENSIONS = ["jpg", "jpeg", "png", "pdf"] as const;
/** Machine types a listing may name (the tree's leaves, not its groups). */
const MACHINE_TYPES = new Set(EQUIPMENT_CATEGORIES.flatMap((group) => group.children.map((c) => c.code)));

type SaveBody = z.output<typeof equipmentCalls.save.body>;

/** The member's own verified uploads of the allowed types, checked as every listing's are (spec §5). */
async function checkedUploads(files: StoredFiles, memberId: number, body: SaveBody) {
  const { photoIds, documents: certificates } = await checkedListingUploads(
    files,
    memberId,
    { ids: body.photoIds, extensions: PHOTO_EXTENSIONS, refusal: m.photos },
    { ids: body.certificateIds, extensions: CERTIFICATE_EXTENSIONS, refusal: m.certificates },
    PHOTO_MAX_MB,
  );
  return { photoIds, certificates };
}

/** Where a listing stands in the market's trees: a machine type (a leaf) and a district; answers the district's name. */
export function listingPlace(body: Pick<SaveBody, "category" | "regionCode">): string {
  if (!MACHINE_TYPES.has(body.category)) throw refuse("invalid", m.category);
  const regionName = districtName(body.regionCode);
  if (!regionName) throw refuse("invalid", m.region);
  return regionName;
}

/**
 * The columns a save call writes, checked against the market's rules (uploads, the domain's draft
 * rules and state machine) once `listingPlace` has named its district; refusals throw the member's
 * message. `thisYear` bounds the year of manufacture.
 */
export async function listingDraft(
  files: StoredFiles,
  memberId: number,
  body: SaveBody,
  existing: ListingRow | null,
  { regionName, thisYear, at }: { regionName: string; thisYear: number; at: Date },
): Promise<ListingValues> {
  const { photoIds, certificates } = await checkedUploads(files, memberId, body);
  // Seeded pictures (no upload behind them) stay with the listing when it is edited.
  const kept: ListingPhoto[] = existing?.photos.filter((photo) => photo.url) ?? [];
  const photos: ListingPhoto[] = [...kept, ...photoIds.map((uploadId) => ({ uploadId }))];
  const rental = body.trade === "rent";
  const availableFrom = rental ? (body.availableFrom ?? null) : null;
  const availableTo = rental ? (body.availableTo ?? null) : null;
  const rules = checkListingDraft(
    {
      trade: body.trade,
      year: body.year,
      priceUnit: body.priceUnit,
      photoCount: photos.length,
      certificateCount: certificates.length,
      availableFrom,
      availableTo,
    },
    thisYear,
  );
  if (!rules.ok) throw refuse("invalid", LISTING_RULE_MESSAGES[rules.code]);
  return {
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
    certificates,
    availableFrom,
    availableTo,
    state: savedState(
      transitionListing,
      { draft: "draft", stored: existing ? (existing.state as ListingState) : null, submit: body.submit },
      { edit: m.notEditable, submit: m.transition },
    ),
    rejectReason: null,
    updatedAt: at,
  };
}
