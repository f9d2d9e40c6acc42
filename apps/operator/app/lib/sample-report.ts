import type { PlatformReport } from "@cidp/api-client/contract";

/**
 * A day's figures of the platform report as the tests of its charts and its CSV read them: one
 * order of `orderAmountFen` and one refund of ¥50.00, registrations and certifications beside.
 */
export function sampleFigures(orderAmountFen: number): PlatformReport["totals"] {
  return { registrations: 2, personalCertifications: 1, corporateCertifications: 0, orders: 1, orderAmountFen, refunds: 1, refundAmountFen: 5000 };
}

/** A province-wide report of one day (2031-03-01) in 吉林市, with `changes` over it. */
export function sampleReport(orderAmountFen: number, changes: Partial<PlatformReport> = {}): PlatformReport {
  const figures = sampleFigures(orderAmountFen);
  return {
    from: "2031-03-01",
    to: "2031-03-01",
    city: "",
    cityName: "全省",
    totals: figures,
    days: [{ day: "2031-03-01", ...figures }],
    regions: [{ code: "220200", name: "吉林市", ...figures }],
    sheetsByState: [],
    tendersByState: [],
    ...changes,
  };
}
