import type { ReactNode } from "react";
import type { RouteObject } from "react-router";
import { RequireAuth } from "./auth/RequireAuth";
import { Layout } from "./layout/Layout";
import { RouteError } from "./layout/RouteError";
import AboutPage from "./pages/about/AboutPage";
import AnalyticsPage from "./pages/analytics/AnalyticsPage";
import ApiDocsPage from "./pages/api-docs/ApiDocsPage";
import ApiKeysPage from "./pages/api-keys/ApiKeysPage";
import BatchPage from "./pages/batch/BatchPage";
import DashboardPage from "./pages/dashboard/DashboardPage";
import ForgotPasswordPage from "./pages/forgot-password/ForgotPasswordPage";
import HistoryPage from "./pages/history/HistoryPage";
import HomePage from "./pages/home/HomePage";
import LoginPage from "./pages/login/LoginPage";
import NotFoundPage from "./pages/not-found/NotFoundPage";
import PricingPage from "./pages/pricing/PricingPage";
import PrivacyPage from "./pages/privacy/PrivacyPage";
import ResetPasswordPage from "./pages/reset-password/ResetPasswordPage";
import SignupPage from "./pages/signup/SignupPage";
import StripeCheckoutPage from "./pages/stripe-checkout/StripeCheckoutPage";
import SupportPage from "./pages/support/SupportPage";
import TermsPage from "./pages/terms/TermsPage";

const guarded = (page: ReactNode) => <RequireAuth>{page}</RequireAuth>;

/** Every route of spec section 2 (plus /reset-password), under the shared layout. */
export const appRoutes: RouteObject[] = [
  {
    element: <Layout />,
    errorElement: <RouteError />,
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
      { path: "/history", element: guarded(<HistoryPage />) },
      { path: "/batch", element: guarded(<BatchPage />) },
      { path: "/analytics", element: guarded(<AnalyticsPage />) },
      { path: "/stripe-checkout", element: guarded(<StripeCheckoutPage />) },
      { path: "/api-keys", element: guarded(<ApiKeysPage />) },
      { path: "*", element: <NotFoundPage /> },
    ],
  },
];
