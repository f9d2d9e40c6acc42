export { PageTokenItems } from "./page-token-items.tsx";
export { Pagination, type PaginationProps } from "./pagination.tsx";
export { type PageToken, paginationRange } from "./pagination-range.ts";
