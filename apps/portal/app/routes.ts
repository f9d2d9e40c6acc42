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
  route("user/privacy/export", "routes/user-privacy-export.ts"),
  layout("layouts/site-layout.tsx", { id: "layout:default" }, [
    route("default/home", "routes/default-home.tsx"),
    route("default/message-list", "routes/default-message-list.tsx"),
    route("default/global-search", "routes/default-global-search.tsx"),
    route("default/comprehensives-ervices/online-customer-service", "routes/default-online-customer-service.tsx"),
    route("default/company/detail", "routes/default-company-detail.tsx"),
    route("default/global-search/user-agreement", "routes/default-legal-document.tsx", { id: "legal:user-agreement" }),
    route("default/global-search/privacy-policy", "routes/default-legal-document.tsx", { id: "legal:privacy-policy" }),
    route("default/global-search/copyright-notice", "routes/default-legal-document.tsx", { id: "legal:copyright-notice" }),
  ]),
  layout("layouts/site-layout.tsx", { id: "layout:djyl-default" }, [route("default/djyl/news-list", "routes/default-djyl-news-list.tsx")]),
  layout("layouts/site-layout.tsx", { id: "layout:simple" }, [
    route("user/password/edit", "routes/user-password-edit.tsx"),
    route("user/password/refind", "routes/user-password-refind.tsx"),
    route("user/password/set", "routes/user-password-set.tsx"),
    route("user/password/same", "routes/user-password-same.tsx"),
    route("user/default", "routes/user-default.tsx"),
    route("user/bankcard/bankcard", "routes/user-bankcard-bankcard.tsx"),
    route("user/privacy", "routes/user-privacy.tsx"),
    route("user/customer-message-list", "routes/user-customer-message-list.tsx"),
    route("user/member-management/member-list", "routes/user-member-management-member-list.tsx"),
    route("user/member-management/addInvitation", "routes/user-member-management-add-invitation.tsx"),
    route("user/role-management/role-list", "routes/user-role-management-role-list.tsx"),
    route("user/notice", "routes/user-notice.tsx"),
    route("user/notice/detail", "routes/user-notice-detail.tsx"),
    route("user/notice/invitationInfo", "routes/user-notice-invitation-info.tsx"),
    route("user/standard-certification/uploadImageOrVideo", "routes/user-standard-certification-upload-image-or-video.tsx"),
  ]),
  layout("layouts/site-layout.tsx", { id: "layout:empty" }, [route("download-h5", "routes/download-h5.tsx")]),
  layout("layouts/site-layout.tsx", { id: "layout:secondary" }, [route("default/home/help", "routes/default-home-help.tsx")]),
  layout("layouts/site-layout.tsx", { id: "layout:simple-default" }, [route("default/login", "routes/default-login.tsx")]),
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
