import { index, type RouteConfig, route } from "@react-router/dev/routes";

/** The route table: every page of spec §2 is declared here and nowhere else. */
export default [index("routes/root-redirect.tsx"), route("default/home", "routes/default-home.tsx"), route("*", "routes/not-found.tsx")] satisfies RouteConfig;
