/**
 * What a list page says after moveOrDeleteRow's redirect (`?result=moved|deleted`), spread into its
 * result messages. Kept out of the .server module: the page's result map sits in the route module.
 */
export const ROW_ACTION_RESULTS = {
  moved: "已调整顺序",
  deleted: "已删除",
} as const;
