import { index, layout, type RouteConfig, route } from "@react-router/dev/routes";
import { memberCenterRoutes } from "./member-center-routes.ts";

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
  // Crawlers (SEO): robots.txt and the sitemaps of the request's host; later files of a kind are `?page=N`.
  route("robots.txt", "routes/robots-txt.ts"),
  // The footer's and download pages' QR codes, drawn for the request's platform (official-account, app-download, customer-service).
  route("qr/:kind", "routes/qr-code.ts"),
  route("sitemap.xml", "routes/sitemap-index.ts"),
  route("sitemap-pages.xml", "routes/sitemap-file.ts", { id: "sitemap:pages" }),
  route("sitemap-news.xml", "routes/sitemap-file.ts", { id: "sitemap:news" }),
  route("sitemap-policy.xml", "routes/sitemap-file.ts", { id: "sitemap:policy" }),
  route("sitemap-industry.xml", "routes/sitemap-file.ts", { id: "sitemap:industry" }),
  route("sitemap-salon.xml", "routes/sitemap-file.ts", { id: "sitemap:salon" }),
  route("sitemap-party.xml", "routes/sitemap-file.ts", { id: "sitemap:party" }),
  route("sitemap-knowledge.xml", "routes/sitemap-file.ts", { id: "sitemap:knowledge" }),
  route("sitemap-help.xml", "routes/sitemap-file.ts", { id: "sitemap:help" }),
  route("sitemap-companies.xml", "routes/sitemap-file.ts", { id: "sitemap:companies" }),
  route("sitemap-qualifications.xml", "routes/sitemap-file.ts", { id: "sitemap:qualifications" }),
  route("sitemap-projects.xml", "routes/sitemap-file.ts", { id: "sitemap:projects" }),
  route("sitemap-equipment.xml", "routes/sitemap-file.ts", { id: "sitemap:equipment" }),
  route("sitemap-products.xml", "routes/sitemap-file.ts", { id: "sitemap:products" }),
  route("sitemap-tenders.xml", "routes/sitemap-file.ts", { id: "sitemap:tenders" }),
  route("sitemap-labor.xml", "routes/sitemap-file.ts", { id: "sitemap:labor" }),
  route("sitemap-services.xml", "routes/sitemap-file.ts", { id: "sitemap:services" }),
  route("sitemap-shops.xml", "routes/sitemap-file.ts", { id: "sitemap:shops" }),
  route("sitemap-packages.xml", "routes/sitemap-file.ts", { id: "sitemap:packages" }),
  route("sitemap-lessons.xml", "routes/sitemap-file.ts", { id: "sitemap:lessons" }),
  route("sitemap-lawyers.xml", "routes/sitemap-file.ts", { id: "sitemap:lawyers" }),
  layout("layouts/site-layout.tsx", { id: "layout:default" }, [
    route("default/home", "routes/default-home.tsx"),
    route("default/message-list", "routes/default-message-list.tsx"),
    route("default/global-search", "routes/default-global-search.tsx"),
    route("default/global-search/global-search-news-detail", "routes/default-global-search-news-detail.tsx"),
    route("default/comprehensives-ervices/online-customer-service", "routes/default-online-customer-service.tsx"),
    route("default/comprehensives-ervices/law-services", "routes/default-comprehensives-ervices-law-services.tsx"),
    route("default/comprehensives-ervices/law-services/lawyer/lawyer-list", "routes/default-comprehensives-ervices-law-services-lawyer-list.tsx"),
    route("default/comprehensives-ervices/comprehensives-ervices-need", "routes/default-comprehensives-ervices-need.tsx"),
    route("default/comprehensives-ervices/case-list-need", "routes/default-comprehensives-ervices-case-list-need.tsx"),
    route("default/comprehensives-ervices/see-more", "routes/default-comprehensives-ervices-see-more.tsx"),
    route("default/comprehensives-ervices/law-services/legal/package-list", "routes/default-comprehensives-ervices-law-services-legal-package-list.tsx"),
    route("default/comprehensives-ervices/law-services/legal/package-detail", "routes/default-comprehensives-ervices-law-services-legal-package-detail.tsx"),
    route(
      "default/comprehensives-ervices/law-services/law-lesson/lawlesson-list",
      "routes/default-comprehensives-ervices-law-services-law-lesson-lawlesson-list.tsx",
    ),
    route(
      "default/comprehensives-ervices/law-services/law-lesson/lawlesson-detail",
      "routes/default-comprehensives-ervices-law-services-law-lesson-lawlesson-detail.tsx",
    ),
    route(
      "default/comprehensives-ervices/law-services/law-lesson/lawlesson-video",
      "routes/default-comprehensives-ervices-law-services-law-lesson-lawlesson-video.tsx",
    ),
    route("default/comprehensives-ervices/law-services/law-lesson/pay", "routes/default-comprehensives-ervices-law-services-law-lesson-pay.tsx"),
    route(
      "default/comprehensives-ervices/law-services/law-lesson/pay/success",
      "routes/default-comprehensives-ervices-law-services-law-lesson-pay-success.tsx",
    ),
    route("default/company/detail", "routes/default-company-detail.tsx"),
    // Designed (spec §2 names no public equipment pages): the market and a listing's detail.
    route("default/equipment/market", "routes/default-equipment-market.tsx"),
    route("default/equipment/detail", "routes/default-equipment-detail.tsx"),
    // Designed (spec §2 names no public service page): a company's service on sale.
    route("default/service/detail", "routes/default-service-detail.tsx"),
    // Designed (spec §2 names no public product page): a listed product's detail.
    route("default/product/detail", "routes/default-product-detail.tsx"),
    // Designed (spec §2 names only the member pages of tenders): the public notices.
    route("default/tender/list", "routes/default-tender-list.tsx"),
    route("default/tender/detail", "routes/default-tender-detail.tsx"),
    route("default/digital-platform/dg-platform", "routes/default-digital-platform.tsx"),
    route("default/open-api/open", "routes/default-open-api.tsx"),
    route("default/company/more", "routes/default-company-more.tsx"),
    route("default/qualification/qualification-detail", "routes/default-qualification-detail.tsx"),
    route("default/qualification/teleport", "routes/default-qualification-teleport.tsx"),
    route("default/knowledge-base", "routes/default-knowledge-base.tsx"),
    route("default/knowledge-base/knowledge-details", "routes/default-article-detail.tsx", { id: "article:knowledge" }),
    route("default/news/news-list", "routes/default-news-list.tsx"),
    route("default/news/news-detail", "routes/default-article-detail.tsx", { id: "article:news" }),
    route("default/news/salon-more", "routes/default-news-salon-more.tsx"),
    route("default/project/list", "routes/default-project-list.tsx"),
    route("default/project/detail", "routes/default-project-detail.tsx"),
    route("default/labor/list", "routes/default-labor-list.tsx"),
    route("default/labor/detail", "routes/default-labor-detail.tsx"),
    // Designed: the home page's 供需对接 applications (融资申请, 项目申请), one page each, one module for both.
    route("default/home/finance-apply", "routes/default-home-apply.tsx", { id: "home-apply:finance" }),
    route("default/home/project-apply", "routes/default-home-apply.tsx", { id: "home-apply:project" }),
    route("default/global-search/user-agreement", "routes/default-legal-document.tsx", { id: "legal:user-agreement" }),
    route("default/global-search/privacy-policy", "routes/default-legal-document.tsx", { id: "legal:privacy-policy" }),
    route("default/global-search/copyright-notice", "routes/default-legal-document.tsx", { id: "legal:copyright-notice" }),
  ]),
  layout("layouts/site-layout.tsx", { id: "layout:djyl-default" }, [
    route("default/djyl/news-list", "routes/default-djyl-news-list.tsx"),
    route("default/djyl/news-more", "routes/default-djyl-news-more.tsx"),
    route("default/djyl/welcome", "routes/default-djyl-welcome.tsx"),
  ]),
  // The member center (spec §2 /user pages): its pages are listed in member-center-routes.ts.
  layout(
    "layouts/site-layout.tsx",
    { id: "layout:simple" },
    memberCenterRoutes.map((page) => route(page.path, page.file, page.id ? { id: page.id } : {})),
  ),
  layout("layouts/site-layout.tsx", { id: "layout:empty" }, [
    route("download-h5", "routes/download-h5.tsx"),
    route("download-jl-h5", "routes/download-jl-h5.tsx"),
    // Company shops: one module for both layouts (the path names the layout), and the member's preview.
    route("shop/pc", "routes/shop.tsx", { id: "shop:pc" }),
    route("shop/app", "routes/shop.tsx", { id: "shop:app" }),
    route("shop/preview", "routes/shop-preview.tsx"),
    route("sign-up2", "routes/sign-up2.tsx"),
    route("default/news/news-list-h5", "routes/default-news-list-h5.tsx"),
  ]),
  layout("layouts/site-layout.tsx", { id: "layout:secondary" }, [route("default/home/help", "routes/default-home-help.tsx")]),
  layout("layouts/site-layout.tsx", { id: "layout:simple-default" }, [route("default/login", "routes/default-login.tsx")]),
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
