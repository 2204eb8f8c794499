import { Table2 } from "lucide-react";
import { Link } from "react-router";
import { BRAND, PRODUCT_NAME } from "../config";

/** Product mark linking home: the brand's logo when one is configured, else the built-in mark. */
export function Logo() {
  return (
    <Link to="/" className="flex items-center gap-2 text-lg font-bold text-gray-900">
      {BRAND.logoUrl ? (
        <img src={BRAND.logoUrl} alt="" className="h-8 w-auto max-w-[8rem] object-contain" />
      ) : (
        <span className="flex h-8 w-8 items-center justify-center rounded-lg bg-brand-600 text-white">
          <Table2 className="h-5 w-5" aria-hidden />
        </span>
      )}
      {PRODUCT_NAME}
    </Link>
  );
}
