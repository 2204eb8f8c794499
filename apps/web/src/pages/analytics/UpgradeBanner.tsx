import { Link } from "react-router";
import { buttonPrimary } from "../../components/styles";

/** Shown to free-plan users: what paid plans add. */
export function UpgradeBanner() {
  return (
    <section className="flex flex-col gap-4 rounded-xl bg-brand-50 p-6 sm:flex-row sm:items-center sm:justify-between">
      <div>
        <h2 className="text-lg font-semibold text-brand-900">Ready to unlock more power?</h2>
        <p className="text-sm text-brand-800">Paid plans add larger files, batch processing and priority support.</p>
      </div>
      <Link to="/pricing" className={buttonPrimary}>View Plans</Link>
    </section>
  );
}
