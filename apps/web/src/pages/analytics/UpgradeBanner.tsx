import { Link } from "react-router";
import { usePlans } from "../../api/queries";
import type { Plan } from "../../api/types";
import { formatBytes } from "../../components/formatBytes";
import { buttonPrimary } from "../../components/styles";

/**
 * What the plans above Free add, from the plan table (so the banner promises only what a plan
 * includes): larger files, batches, more extractions a day.
 */
export function upgradeGains(plans: Plan[]): string[] {
  const free = plans.find((plan) => plan.id === "free");
  const paid = plans.filter((plan) => plan.id !== "free" && !plan.contact_sales);
  if (!free || paid.length === 0) return [];
  const gains: string[] = [];
  const biggest = Math.max(...paid.map((plan) => plan.max_file_bytes ?? 0));
  if (free.max_file_bytes !== null && biggest > free.max_file_bytes) gains.push(`PDFs up to ${formatBytes(biggest)}`);
  const batch = Math.max(...paid.map((plan) => plan.files_per_batch ?? 0));
  if (batch > (free.files_per_batch ?? 1)) gains.push(`batches of up to ${batch} PDFs`);
  const daily = Math.max(...paid.map((plan) => plan.extractions_per_day ?? 0));
  if (free.extractions_per_day !== null && daily > free.extractions_per_day)
    gains.push(`${daily.toLocaleString("en-US")} extractions a day`);
  return gains;
}

/** Shown to free-plan users: what paid plans add. */
export function UpgradeBanner() {
  const { data } = usePlans();
  const gains = upgradeGains(data ?? []);
  return (
    <section className="flex flex-col gap-4 rounded-xl bg-brand-50 p-6 sm:flex-row sm:items-center sm:justify-between">
      <div>
        <h2 className="text-lg font-semibold text-brand-900">Ready to unlock more power?</h2>
        <p className="text-sm text-brand-800">
          {gains.length > 0 ? `Paid plans add ${gains.join(", ")}.` : "See what the paid plans include."}
        </p>
      </div>
      <Link to="/pricing" className={buttonPrimary}>
        View Plans
      </Link>
    </section>
  );
}
