import { FileQuestion } from "lucide-react";
import { Link, useLocation, useNavigate } from "react-router";
import { buttonPrimary, buttonSecondary } from "../../components/styles";
import { usePageTitle } from "../../layout/usePageTitle";

/** Shown for any path the app does not know. */
export default function NotFoundPage() {
  usePageTitle("Page Not Found");
  const navigate = useNavigate();
  // React Router keys the first entry it opened on "default": a mistyped link opened in a new tab
  // has no page of this app to go back to (Back would do nothing or leave the site), so Home it is.
  const opened = useLocation().key === "default";
  const goBack = () => (opened ? navigate("/") : navigate(-1));
  return (
    <div className="mx-auto max-w-lg px-4 py-24 text-center">
      <FileQuestion className="mx-auto h-14 w-14 text-brand-600" aria-hidden />
      <h1 className="mt-4 text-3xl font-bold text-gray-900">Page Not Found</h1>
      <p className="mt-2 text-gray-600">The page you are looking for does not exist or has moved.</p>
      <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
        <Link to="/" className={buttonPrimary}>
          Go Home
        </Link>
        <button type="button" onClick={goBack} className={buttonSecondary}>
          Go Back
        </button>
      </div>
      <p className="mt-8 text-sm text-gray-600">
        You might be looking for{" "}
        <Link to="/pricing" className="font-medium text-brand-700 hover:underline">
          Pricing
        </Link>{" "}
        or{" "}
        <Link to="/about" className="font-medium text-brand-700 hover:underline">
          About
        </Link>
        .
      </p>
    </div>
  );
}
