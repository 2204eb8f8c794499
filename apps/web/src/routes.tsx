import { lazy, type ReactNode } from "react";
import type { RouteObject } from "react-router";
import { RequireAuth } from "./auth/RequireAuth";
import { Layout } from "./layout/Layout";
import HomePage from "./pages/home/HomePage";

// Every page but the landing one is its own chunk, fetched on first visit (Layout shows a
// spinner meanwhile), so the first load does not download every screen.
const AboutPage = lazy(() => import("./pages/about/AboutPage"));
const AnalyticsPage = lazy(() => import("./pages/analytics/AnalyticsPage"));
const ApiDocsPage = lazy(() => import("./pages/api-docs/ApiDocsPage"));
const ApiKeysPage = lazy(() => import("./pages/api-keys/ApiKeysPage"));
const BatchPage = lazy(() => import("./pages/batch/BatchPage"));
const DashboardPage = lazy(() => import("./pages/dashboard/DashboardPage"));
const ForgotPasswordPage = lazy(() => import("./pages/forgot-password/ForgotPasswordPage"));
const HistoryPage = lazy(() => import("./pages/history/HistoryPage"));
const LoginPage = lazy(() => import("./pages/login/LoginPage"));
const NotFoundPage = lazy(() => import("./pages/not-found/NotFoundPage"));
const PricingPage = lazy(() => import("./pages/pricing/PricingPage"));
const PrivacyPage = lazy(() => import("./pages/privacy/PrivacyPage"));
const ResetPasswordPage = lazy(() => import("./pages/reset-password/ResetPasswordPage"));
const SignupPage = lazy(() => import("./pages/signup/SignupPage"));
const StripeCheckoutPage = lazy(() => import("./pages/stripe-checkout/StripeCheckoutPage"));
const SupportPage = lazy(() => import("./pages/support/SupportPage"));
const TermsPage = lazy(() => import("./pages/terms/TermsPage"));
const TemplatesPage = lazy(() => import("./pages/templates/TemplatesPage"));
const TeamPage = lazy(() => import("./pages/team/TeamPage"));
const JoinTeamPage = lazy(() => import("./pages/team/JoinTeamPage"));
const WorkspacePage = lazy(() => import("./workspace/WorkspacePage"));
const WebhooksPage = lazy(() => import("./pages/webhooks/WebhooksPage"));

const guarded = (page: ReactNode) => <RequireAuth>{page}</RequireAuth>;

/** Every route of docs/product.md, Screens (plus /reset-password and /api-keys), under the shared layout. */
export const appRoutes: RouteObject[] = [
  {
    element: <Layout />,
    children: [
      { path: "/", element: <HomePage /> },
      { path: "/login", element: <LoginPage /> },
      { path: "/signup", element: <SignupPage /> },
      { path: "/forgot-password", element: <ForgotPasswordPage /> },
      { path: "/reset-password", element: <ResetPasswordPage /> },
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
