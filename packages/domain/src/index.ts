export { hostnameOf, type PlatformConfig, selectPlatformConfig } from "./platform-config.ts";
export { CHANGCHUN_PLATFORM_CODE, GENERIC_PLATFORM_CODE, PRODUCT_SLUG } from "./product.ts";
