import { listedProductsOf } from "../capabilities/catalogue/shop-products.ts";
import type { ShopCatalogue } from "../capabilities/shop/shop-catalogue.ts";
import { listedServicesOf } from "../capabilities/shop-service/shop-services.ts";

/** What the shops show: the building-material catalogue and the services companies sell (the shop module's ShopCatalogue port). */
export const platformShopCatalogue: ShopCatalogue = { products: listedProductsOf, services: listedServicesOf };
