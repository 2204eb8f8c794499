import { Link } from "react-router";
import { useAuth } from "../../auth/AuthContext";
import { buttonPrimary, buttonSecondary } from "../../components/styles";

/** Invitation to the free plan for visitors; signed-in users see a link to their dashboard. */
export function FreePlanPitch() {
  const { isAuthenticated } = useAuth();
  return (
    <section className="rounded-2xl bg-brand-700 px-6 py-10 text-center text-white">
      <h2 className="text-2xl font-bold">Start with the free plan</h2>
      <p className="mx-auto mt-2 max-w-xl text-brand-100">
        Extract tables from single PDFs with a free account. No card needed. Paid plans add batches, larger files and
        API access.
      </p>
      <div className="mt-6 flex flex-col justify-center gap-3 sm:flex-row">
        {isAuthenticated ? (
          <Link to="/dashboard" className={`${buttonSecondary} border-white`}>
            Go to Dashboard
          </Link>
        ) : (
          <Link to="/signup" className={`${buttonSecondary} border-white`}>
            Create Free Account
          </Link>
        )}
        <Link to="/pricing" className={`${buttonPrimary} bg-brand-900 hover:bg-brand-800`}>
          See Plans
        </Link>
      </div>
    </section>
  );
}
