import { Table2 } from "lucide-react";
import { Link } from "react-router";
import { BRAND, PRODUCT_NAME } from "../config";
import { useWorkspaceBrand } from "./useWorkspaceBrand";

/**
 * Product mark linking home: a Business workspace's own name and logo for its members, else the
 * instance brand's logo when one is configured, else the built-in mark.
 */
export function Logo() {
  const workspace = useWorkspaceBrand();
  const logo = workspace ? workspace.logoSrc : BRAND.logoUrl;
  return (
    <Link to="/" className="flex items-center gap-2 text-lg font-bold text-gray-900">
      {logo ? (
        <img src={logo} alt="" className="h-8 w-auto max-w-[8rem] object-contain" />
      ) : (
        <span className="flex h-8 w-8 items-center justify-center rounded-lg bg-brand-600 text-white">
          <Table2 className="h-5 w-5" aria-hidden />
        </span>
      )}
      {workspace?.name ?? PRODUCT_NAME}
    </Link>
  );
}
