// What the composition root needs of the login site; its parts import each other's files directly.
export { readLoginSiteConfig } from "./login-site.config.ts";
export { loginSite } from "./login-site.plugin.ts";
