import { Link } from "react-router";
import * as page from "../../lib/page.css.ts";
import * as styles from "./catalogue.css.ts";
import type { CatalogueCard } from "./suppliers.server.ts";

/** A listed product as a card: its picture, name, brand and model, price, linked to its page. */
export function ProductCard({ product }: { product: CatalogueCard }) {
  return (
    <li className={styles.card}>
      {product.cover && <img src={product.cover} alt="" width={320} height={200} className={page.cover} loading="lazy" />}
      <h4 className={styles.cardTitle}>
        <Link to={`/default/product/detail?id=${product.id}`}>{product.name}</Link>
      </h4>
      <p className={styles.muted}>{`${product.brand} · ${product.model}`}</p>
      <p className={styles.price}>{product.priceText}</p>
    </li>
  );
}
