import { claimExternalInvitations } from "../capabilities/procurement/external-invitation-records.ts";
import type { BusinessCertifiedSubscriber } from "../platform/certification/business-certified.ts";

/** What follows a business's certification in the capabilities: buyers' earlier inquiries to it become its invitations. */
export const businessCertifiedSubscribers: readonly BusinessCertifiedSubscriber[] = [claimExternalInvitations];
