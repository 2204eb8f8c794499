import type { ReactNode } from "react";
import type { RouteObject } from "react-router";
import { RequireAuth } from "./auth/RequireAuth";
import { Layout } from "./layout/Layout";
import { lazyChunk } from "./layout/lazyChunk";
import HomePage from "./pages/home/HomePage";

// Every page but the landing one is its own chunk, fetched on first visit (Layout shows a
// spinner meanwhile), so the first load does not download every screen; after a redeploy a
// missing chunk reloads the page once (lazyChunk).
const AboutPage = lazyChunk(() => import("./pages/about/AboutPage"));
const AnalyticsPage = lazyChunk(() => import("./pages/analytics/AnalyticsPage"));
const ApiDocsPage = lazyChunk(() => import("./pages/api-docs/ApiDocsPage"));
const ApiKeysPage = lazyChunk(() => import("./pages/api-keys/ApiKeysPage"));
const BatchPage = lazyChunk(() => import("./pages/batch/BatchPage"));
const ConfirmEmailPage = lazyChunk(() => import("./pages/confirm-email/ConfirmEmailPage"));
const ConfirmEmailChangePage = lazyChunk(() => import("./pages/confirm-email-change/ConfirmEmailChangePage"));
const DashboardPage = lazyChunk(() => import("./pages/dashboard/DashboardPage"));
const ForgotPasswordPage = lazyChunk(() => import("./pages/forgot-password/ForgotPasswordPage"));
const HistoryPage = lazyChunk(() => import("./pages/history/HistoryPage"));
const LoginPage = lazyChunk(() => import("./pages/login/LoginPage"));
const NotFoundPage = lazyChunk(() => import("./pages/not-found/NotFoundPage"));
const PricingPage = lazyChunk(() => import("./pages/pricing/PricingPage"));
const PrivacyPage = lazyChunk(() => import("./pages/privacy/PrivacyPage"));
const ResetPasswordPage = lazyChunk(() => import("./pages/reset-password/ResetPasswordPage"));
const SignupPage = lazyChunk(() => import("./pages/signup/SignupPage"));
const StripeCheckoutPage = lazyChunk(() => import("./pages/stripe-checkout/StripeCheckoutPage"));
const SupportPage = lazyChunk(() => import("./pages/support/SupportPage"));
const TermsPage = lazyChunk(() => import("./pages/terms/TermsPage"));
const TemplatesPage = lazyChunk(() => import("./pages/templates/TemplatesPage"));
const TeamPage = lazyChunk(() => import("./pages/team/TeamPage"));
const JoinTeamPage = lazyChunk(() => import("./pages/team/JoinTeamPage"));
const WorkspacePage = lazyChunk(() => import("./workspace/WorkspacePage"));
const WebhooksPage = lazyChunk(() => import("./pages/webhooks/WebhooksPage"));

const guarded = (page: ReactNode) => <RequireAuth>{page}</RequireAuth>;

/**
 * Every route of docs/product.md, Screens (plus /reset-password, /confirm-email,
 * /account/email/confirm and /api-keys), under the shared layout.
 */
export const appRoutes: RouteObject[] = [
  {
    element: <Layout />,
    children: [
      { path: "/", element: <HomePage /> },
      { path: "/login", element: <LoginPage /> },
      { path: "/signup", element: <SignupPage /> },
      { path: "/forgot-password", element: <ForgotPasswordPage /> },
      { path: "/reset-password", element: <ResetPasswordPage /> },
      // open to visitors: the confirmation link's token is the proof (docs/product.md, Email confirmation)
      { path: "/confirm-email", element: <ConfirmEmailPage /> },
      // open to visitors: the e-mail change link's token is the proof (docs/product.md, Changing the e-mail address)
      { path: "/account/email/confirm", element: <ConfirmEmailChangePage /> },
      { path: "/pricing", element: <PricingPage /> },
      { path: "/about", element: <AboutPage /> },
      { path: "/api-docs", element: <ApiDocsPage /> },
      { path: "/support", element: <SupportPage /> },
      { path: "/privacy", element: <PrivacyPage /> },
      { path: "/terms", element: <TermsPage /> },
      { path: "/dashboard", element: guarded(<DashboardPage />) },
      // open to visitors: they read 'Sign in required' there (docs/product.md, Screens)
      { path: "/history", element: <HistoryPage /> },
      { path: "/batch", element: <BatchPage /> },
      { path: "/analytics", element: <AnalyticsPage /> },
      { path: "/stripe-checkout", element: guarded(<StripeCheckoutPage />) },
      { path: "/api-keys", element: guarded(<ApiKeysPage />) },
      { path: "/templates", element: guarded(<TemplatesPage />) },
      { path: "/webhooks", element: guarded(<WebhooksPage />) },
      { path: "/team", element: guarded(<TeamPage />) },
      // open to visitors: an invitee without an account reads the invitation before signing up (the page asks them to)
      { path: "/team/join/:token", element: <JoinTeamPage /> },
      { path: "/workspace/:id", element: guarded(<WorkspacePage />) },
      { path: "*", element: <NotFoundPage /> },
    ],
  },
];
