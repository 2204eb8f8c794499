import { useEffect } from "react";
import { PRODUCT_NAME } from "../config";

/** Sets the document title to `<page> | pdftab`. */
export function usePageTitle(page: string): void {
  useEffect(() => {
    document.title = `${page} | ${PRODUCT_NAME}`;
  }, [page]);
}
