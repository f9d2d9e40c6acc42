/** The report's period and city as the page's address carries them (`?from=&to=&city=`); empty ones are left out. */
export interface ReportQuery {
  from?: string;
  to?: string;
  city?: string;
}

/** The query of a report page or export address: at most the three known keys, each cut to a sane length. */
export function reportQueryOf(url: URL): ReportQuery {
  const query: ReportQuery = {};
  for (const key of ["from", "to", "city"] as const) {
    const value = (url.searchParams.get(key) ?? "").trim().slice(0, 20);
    if (value) query[key] = value;
  }
  return query;
}

/** The address of the same report's CSV. */
export function reportCsvHref(query: ReportQuery): string {
  const search = new URLSearchParams(Object.entries(query)).toString();
  return `/reports.csv${search ? `?${search}` : ""}`;
}

/** Which field a refusal of the period or city belongs on. */
export function reportErrorField(message: string): keyof ReportQuery {
  if (message.includes("地区")) return "city";
  if (message.startsWith("结束")) return "to";
  return "from";
}
