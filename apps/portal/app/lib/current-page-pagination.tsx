import { Pagination } from "@cidp/ui";
import { useSearchParams } from "react-router";
import { messages } from "./messages.ts";

/**
 * The pages of a member list whose loader reads `?current=`: shown only when there is more than one
 * page; turning a page keeps the address's other parameters (the search, the tab).
 */
export function CurrentPagePagination({ current, total, pageSize }: { current: number; total: number; pageSize: number }) {
  const [, setSearchParams] = useSearchParams();
  if (total <= pageSize) return null;
  return (
    <Pagination
      page={current}
      total={total}
      pageSize={pageSize}
      aria-label={messages.pagination}
      onPageChange={(page) =>
        setSearchParams((next) => {
          next.set("current", String(page));
          return next;
        })
      }
    />
  );
}
