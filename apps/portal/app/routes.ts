import { index, layout, type RouteConfig, route } from "@react-router/dev/routes";

/**
 * The route table: every page of spec §2 is declared here and nowhere else; pages add their lines
 * under the layout of spec §2 they belong to (one layout file, its variant named by the route id).
 */
export default [
  index("routes/root-redirect.tsx"),
  route("login-back", "routes/login-back.tsx"),
  route("outlogin", "routes/outlogin.tsx"),
  route("session/switch", "routes/session-switch.ts"),
  route("session/logout", "routes/session-logout.ts"),
  route("session/handoff", "routes/session-handoff.ts"),
  layout("layouts/site-layout.tsx", { id: "layout:default" }, [
    route("default/home", "routes/default-home.tsx"),
    route("default/message-list", "routes/default-message-list.tsx"),
    route("default/global-search", "routes/default-global-search.tsx"),
    route("default/comprehensives-ervices/online-customer-service", "routes/default-online-customer-service.tsx"),
    route("default/company/detail", "routes/default-company-detail.tsx"),
  ]),
  layout("layouts/site-layout.tsx", { id: "layout:djyl-default" }, [route("default/djyl/news-list", "routes/default-djyl-news-list.tsx")]),
  layout("layouts/site-layout.tsx", { id: "layout:simple" }, [
    route("user/default", "routes/user-default.tsx"),
    route("user/customer-message-list", "routes/user-customer-message-list.tsx"),
    route("user/member-management/member-list", "routes/user-member-management-member-list.tsx"),
    route("user/standard-certification/uploadImageOrVideo", "routes/user-standard-certification-upload-image-or-video.tsx"),
  ]),
  layout("layouts/site-layout.tsx", { id: "layout:empty" }, [route("download-h5", "routes/download-h5.tsx")]),
  layout("layouts/site-layout.tsx", { id: "layout:secondary" }, [route("default/home/help", "routes/default-home-help.tsx")]),
  layout("layouts/site-layout.tsx", { id: "layout:simple-default" }, [route("default/login", "routes/default-login.tsx")]),
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
