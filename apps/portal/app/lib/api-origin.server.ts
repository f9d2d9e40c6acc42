/** Where the portal's server reaches the platform services directly (not through its own proxy). */
export function apiOrigin(): string {
  return process.env.API_ORIGIN ?? "http://127.0.0.1:3001";
}
