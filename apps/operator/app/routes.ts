import { index, type RouteConfig, route } from "@react-router/dev/routes";

/** The back office's pages (apps/operator): log-in, enrolment, and the desk's areas. */
export default [
  route("login", "routes/login.tsx"),
  route("totp", "routes/totp.tsx"),
  route("enrol/:token", "routes/enrol.tsx"),
  route("logout", "routes/logout.ts"),
  index("routes/review-queue.tsx"),
  route("review/:kind/:id", "routes/review-subject.tsx"),
  route("members", "routes/members.tsx"),
  route("members/:id", "routes/member-detail.tsx"),
  route("companies/:id", "routes/company-detail.tsx"),
  route("orders", "routes/orders.tsx"),
  route("settings", "routes/settings.tsx"),
  route("settings/:id", "routes/settings-platform.tsx"),
  route("reports", "routes/reports.tsx"),
  route("reports.csv", "routes/reports-csv.ts"),
  route("audit", "routes/audit.tsx"),
  route("audit.csv", "routes/audit-csv.ts"),
  route("staff", "routes/staff.tsx"),
  route("service", "routes/service.tsx"),
  route("service/changes", "routes/service-changes.ts"),
  route("service/replies", "routes/service-replies.tsx"),
  route("service/:id", "routes/service-conversation.tsx"),
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
