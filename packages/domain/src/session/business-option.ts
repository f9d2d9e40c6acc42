/** A business the member can act for (spec §3). */
export interface BusinessOption {
  readonly businessId: string;
  readonly businessName: string;
}
