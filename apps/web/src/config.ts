import { readBrand } from "./brand";

/** The instance's brand (name, logo, colour, support and legal addresses), as the server configured it. */
export const BRAND = readBrand();

/** Product name shown in titles and headings: the brand's name (pdftab by default). */
export const PRODUCT_NAME = BRAND.name;

/** Base path of every server call; the server serves the app on the same origin. */
export const API_BASE = "/api/v1";

/** Mail address for support questions; override with VITE_SUPPORT_EMAIL at build time. */
export const SUPPORT_EMAIL = BRAND.supportEmail || import.meta.env.VITE_SUPPORT_EMAIL || "support@pdftab.example";

/** Mail address for legal and privacy questions; override with VITE_LEGAL_EMAIL at build time. */
export const LEGAL_EMAIL = import.meta.env.VITE_LEGAL_EMAIL || "legal@pdftab.example";

/** Mail address of the pricing page's Contact Sales buttons; override with VITE_SALES_EMAIL (default: the support address). */
export const SALES_EMAIL = import.meta.env.VITE_SALES_EMAIL || SUPPORT_EMAIL;

/** Largest PDF the home picker accepts (docs/product.md, Screens: Home). */
export const HOME_MAX_FILE_BYTES = 50 * 1024 * 1024;

/** Delay between a successful sign-in and the redirect (docs/product.md, Timing and display constants). */
export const LOGIN_REDIRECT_DELAY_MS = 1500;

/** Scroll offsets that change the top bar and show the scroll-to-top button (docs/product.md, Timing and display constants). */
export const NAV_SCROLL_THRESHOLD_PX = 20;
export const SCROLL_TOP_THRESHOLD_PX = 300;
