export { homeApplyMessages } from "./home-apply.messages.ts";
export { homeApplyRoutes } from "./routes.ts";
