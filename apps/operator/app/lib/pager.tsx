import * as styles from "../desk.css.ts";

/**
 * A list's page links: how many records (`total`, as the page words it) and which page of how
 * many, then 上一页 and 下一页 where there is one (plain links: the desk works without script).
 */
export function Pager({ page, pages, total, hrefOf }: { page: number; pages: number; total: number | string; hrefOf: (page: number) => string }) {
  return (
    <nav aria-label="分页" className={styles.row}>
      <span>
        共 {total} 条 · 第 {page} / {pages} 页
      </span>
      {page > 1 ? <a href={hrefOf(page - 1)}>上一页</a> : null}
      {page < pages ? <a href={hrefOf(page + 1)}>下一页</a> : null}
    </nav>
  );
}
