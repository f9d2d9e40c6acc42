import { createHash } from "node:crypto";
import { companyBadgeSvg, companyShortName } from "./emblems.ts";
import { type MediaSource, pictureUrl } from "./media-catalogue.ts";

/** A company's badge picture; its address name is a digest of the full name (addresses are ASCII). */
export function companyLogo(fullName: string): MediaSource {
  const digest = createHash("sha256").update(fullName).digest("hex").slice(0, 16);
  return { kind: "logo", name: `company-${digest}`, svg: companyBadgeSvg(fullName), description: `${companyShortName(fullName)}标志` };
}

/**
 * The names whose badges this process stored at start (main.ts). A company registered since has
 * none until the next start: its address is then "", and the pages draw its initials instead of
 * a broken picture. Every instance seeds the same store from the same database, so they agree.
 */
const stored = new Set<string>();

/** Records the companies whose badges are in the store. */
export function rememberStoredLogos(names: Iterable<string>): void {
  for (const name of names) stored.add(name);
}

/** The badge's address of a company, or "" when it has none stored. */
export function companyLogoUrl(fullName: string): string {
  return stored.has(fullName) ? pictureUrl(companyLogo(fullName)) : "";
}
