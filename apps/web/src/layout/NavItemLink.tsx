import { NavLink } from "react-router";
import type { NavItem } from "./navItems";

/** A nav link that is active only when the path equals its own (Home only on the exact root). */
export function NavItemLink({
  item,
  onClick,
  block = false,
}: {
  item: NavItem;
  onClick?: () => void;
  block?: boolean;
}) {
  return (
    <NavLink
      to={item.to}
      end
      onClick={onClick}
      className={({ isActive }) =>
        `${block ? "block px-3 py-2" : "px-2.5 py-2 whitespace-nowrap"} rounded-md text-sm font-medium transition-colors ${
          isActive ? "bg-brand-50 text-brand-700" : "text-gray-700 hover:bg-gray-100 hover:text-gray-900"
        }`
      }
    >
      {item.label}
    </NavLink>
  );
}
