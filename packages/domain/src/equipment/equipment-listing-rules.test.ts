import { describe, expect, it } from "vitest";
import { EQUIPMENT_CATEGORIES, equipmentCategoryCodes, equipmentCategoryName, isRentalTrade } from "./equipment-catalogue.ts";
import { checkListingDraft, type ListingDraft } from "./equipment-listing-rules.ts";

const rent: ListingDraft = { trade: "rent", year: 2020, priceUnit: "shift", photoCount: 3, certificateCount: 1 };

describe("listing rules", () => {
  it.each([
    [{ year: 2027 }, "listing.year-future"],
    [{ priceUnit: "whole" }, "listing.unit-mismatch"],
    [{ trade: "sell", priceUnit: "month" }, "listing.unit-mismatch"],
    [{ photoCount: 0 }, "listing.photos-missing"],
    [{ photoCount: 10 }, "listing.too-many-photos"],
    [{ certificateCount: 6 }, "listing.too-many-certificates"],
    [{ availableFrom: "2026-12-10", availableTo: "2026-12-01" }, "listing.availability-order"],
  ] as const)("refuses %o with %s", (patch, code) => {
    expect(checkListingDraft({ ...rent, ...patch }, 2026)).toEqual({ ok: false, code });
  });

  it("takes a rental by shift, a sale by the machine, and a demand without photos", () => {
    expect(checkListingDraft(rent, 2026).ok).toBe(true);
    expect(checkListingDraft({ ...rent, trade: "used", priceUnit: "whole" }, 2026).ok).toBe(true);
    expect(checkListingDraft({ ...rent, trade: "hire", priceUnit: "month", photoCount: 0 }, 2026).ok).toBe(true);
  });
});

describe("category tree", () => {
  it("names machine types and groups, and a group covers its children", () => {
    expect(equipmentCategoryName("tower-crane")).toBe("塔式起重机（塔吊）");
    expect(equipmentCategoryName("lifting")).toBe("起重机械");
    expect(equipmentCategoryName("nope")).toBeNull();
    expect(equipmentCategoryCodes("lifting")).toEqual(["tower-crane", "truck-crane", "crawler-crane", "hoist"]);
    expect(equipmentCategoryCodes("pump-truck")).toEqual(["pump-truck"]);
    expect(equipmentCategoryCodes("x")).toEqual([]);
  });

  it("has unique codes and knows rentals", () => {
    const codes = EQUIPMENT_CATEGORIES.flatMap((g) => [g.code, ...g.children.map((c) => c.code)]);
    expect(new Set(codes).size).toBe(codes.length);
    expect(["sell", "rent", "used", "buy", "hire"].filter((t) => isRentalTrade(t as "rent"))).toEqual(["rent", "hire"]);
  });
});
