import { Link } from "react-router";
import { BRAND, LEGAL_EMAIL, PRODUCT_NAME, SUPPORT_EMAIL } from "../config";
import { Logo } from "./Logo";

const linkClass = "text-sm text-gray-600 hover:text-brand-700";

/** Site footer: product links, legal links and the contact addresses. */
export function Footer() {
  return (
    <footer className="border-t border-gray-200 bg-white">
      <div className="mx-auto grid max-w-7xl gap-8 px-4 py-10 sm:grid-cols-2 sm:px-6 lg:grid-cols-4 lg:px-8">
        <div className="space-y-3">
          <Logo />
          <p className="text-sm text-gray-600">
            Reads the tables out of PDF files and hands them back as Excel, CSV or JSON.
          </p>
        </div>
        <nav aria-label="Product" className="space-y-2">
          <h2 className="text-sm font-semibold text-gray-900">Product</h2>
          <ul className="space-y-2">
            <li>
              <Link to="/dashboard" className={linkClass}>
                Extract Tables
              </Link>
            </li>
            <li>
              <Link to="/pricing" className={linkClass}>
                Pricing
              </Link>
            </li>
            <li>
              <Link to="/about" className={linkClass}>
                About
              </Link>
            </li>
            <li>
              <Link to="/support" className={linkClass}>
                Support
              </Link>
            </li>
          </ul>
        </nav>
        <nav aria-label="Legal" className="space-y-2">
          <h2 className="text-sm font-semibold text-gray-900">Legal</h2>
          <ul className="space-y-2">
            <li>
              {BRAND.privacyUrl ? (
                <a href={BRAND.privacyUrl} className={linkClass}>
                  Privacy Policy
                </a>
              ) : (
                <Link to="/privacy" className={linkClass}>
                  Privacy Policy
                </Link>
              )}
            </li>
            <li>
              {BRAND.termsUrl ? (
                <a href={BRAND.termsUrl} className={linkClass}>
                  Terms of Service
                </a>
              ) : (
                <Link to="/terms" className={linkClass}>
                  Terms of Service
                </Link>
              )}
            </li>
            <li>
              <a href={`mailto:${LEGAL_EMAIL}`} className={linkClass}>
                {LEGAL_EMAIL}
              </a>
            </li>
          </ul>
        </nav>
        <div className="space-y-2">
          <h2 className="text-sm font-semibold text-gray-900">Contact</h2>
          <a href={`mailto:${SUPPORT_EMAIL}`} className={linkClass}>
            {SUPPORT_EMAIL}
          </a>
        </div>
      </div>
      <p className="border-t border-gray-100 py-4 text-center text-xs text-gray-500">
        {PRODUCT_NAME} is free software under the AGPL-3.0-or-later licence.
      </p>
    </footer>
  );
}
