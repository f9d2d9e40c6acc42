/** Analytics action codes (spec §7): 1 route, 0 click, 8 menu item click, 9 closable tab click, 5 http error. */
export const ANALYTICS_ACTIONS = { click: 0, route: 1, httpError: 5, menuItemClick: 8, closableTabClick: 9 } as const;

/** One analytics action code. */
export type AnalyticsAction = (typeof ANALYTICS_ACTIONS)[keyof typeof ANALYTICS_ACTIONS];

/** The analytics record of spec §3, as the collector stores it. */
export interface AnalyticsRecord {
  dataSource: string;
  action: AnalyticsAction;
  createTime: number;
  realName?: string;
  from?: string;
  to?: string;
  resolution?: string;
  stayDuration?: number;
  tenantId?: string;
  tenantName?: string;
  userId?: string;
  viewOptionContent?: string;
  viewOptionName?: string;
  other?: string;
}

/** Who is acting, when known; a visitor has none of it. */
export interface AnalyticsActor {
  realName?: string | null;
  tenantId?: string | null;
  tenantName?: string | null;
  userId?: string | null;
}

/** What happened, from the app's point of view. */
export interface AnalyticsEvent {
  action: AnalyticsAction;
  /** The platform code, or the generic code while none is known. */
  dataSource: string;
  now: number;
  actor?: AnalyticsActor | null;
  from?: string;
  to?: string;
  screen?: { width: number; height: number } | null;
  /** Milliseconds spent on `from` before this event. */
  stayDuration?: number;
  viewOptionName?: string;
  viewOptionContent?: string;
  other?: string;
}

// The collector caps each field; trimming here means a long label never costs the whole record.
const limits = {
  from: 2048,
  to: 2048,
  viewOptionName: 200,
  viewOptionContent: 1000,
  other: 4000,
  realName: 50,
  tenantName: 100,
  tenantId: 32,
  userId: 32,
} as const;

function clip(value: string | null | undefined, max: number): string | undefined {
  if (value == null || value === "") return undefined;
  return value.length > max ? value.slice(0, max) : value;
}

/** Builds the record for one event: clipped fields, no empty ones, a whole non-negative stay. */
export function buildAnalyticsRecord(event: AnalyticsEvent): AnalyticsRecord {
  const record: AnalyticsRecord = { dataSource: event.dataSource, action: event.action, createTime: Math.max(0, Math.trunc(event.now)) };
  const optional: Partial<Record<keyof typeof limits, string | undefined>> = {
    from: clip(event.from, limits.from),
    to: clip(event.to, limits.to),
    viewOptionName: clip(event.viewOptionName, limits.viewOptionName),
    viewOptionContent: clip(event.viewOptionContent, limits.viewOptionContent),
    other: clip(event.other, limits.other),
    realName: clip(event.actor?.realName, limits.realName),
    tenantName: clip(event.actor?.tenantName, limits.tenantName),
    tenantId: clip(event.actor?.tenantId, limits.tenantId),
    userId: clip(event.actor?.userId, limits.userId),
  };
  for (const [key, value] of Object.entries(optional)) if (value !== undefined) record[key as keyof typeof limits] = value;
  if (event.screen && event.screen.width > 0 && event.screen.height > 0)
    record.resolution = `${Math.round(event.screen.width)}x${Math.round(event.screen.height)}`;
  if (event.stayDuration !== undefined && Number.isFinite(event.stayDuration))
    record.stayDuration = Math.min(86_400_000, Math.max(0, Math.round(event.stayDuration)));
  return record;
}
