/** Each member's file space unless UPLOAD_QUOTA_MB says otherwise: 10 GB, plenty for a company's documents and site photos. */
export const DEFAULT_UPLOAD_QUOTA_MB = 10_240;

/** The per-member space in MB from the environment (checked at start by environment.ts). */
export function uploadQuotaMb(env: NodeJS.ProcessEnv): number {
  const value = Number(env.UPLOAD_QUOTA_MB);
  return Number.isInteger(value) && value > 0 ? value : DEFAULT_UPLOAD_QUOTA_MB;
}
