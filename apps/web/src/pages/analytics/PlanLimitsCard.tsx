import { usePlans, useSubscription } from "../../api/queries";
import { formatBytes } from "../../components/formatBytes";

/** Current tier and its limits, from the server's plan table. */
export function PlanLimitsCard() {
  const subscription = useSubscription();
  const plans = usePlans();
  const tier = subscription.data?.plan_type;
  const plan = plans.data?.find((p) => p.id === tier);
  const limit = (value: number | null | undefined) => (value == null ? "Set by operator" : value.toLocaleString());
  return (
    <section className="rounded-xl border border-gray-200 bg-white p-5">
      <div className="flex items-center justify-between">
        <h2 className="font-semibold text-gray-900">Current Tier</h2>
        {tier && <span className="rounded-full bg-brand-50 px-2.5 py-0.5 text-xs font-semibold text-brand-700 uppercase">{tier}</span>}
      </div>
      {(subscription.isLoading || plans.isLoading) && <p className="mt-4 text-sm text-gray-500">Loading analytics...</p>}
      {(subscription.isError || plans.isError) && <p className="mt-4 text-sm text-red-600">Failed to load usage analytics</p>}
      {plan && (
        <dl className="mt-4 space-y-2 text-sm">
          <div className="flex justify-between"><dt className="text-gray-600">Max file size</dt><dd className="font-medium">{plan.max_file_bytes == null ? "Set by operator" : formatBytes(plan.max_file_bytes)}</dd></div>
          <div className="flex justify-between"><dt className="text-gray-600">Extractions per day</dt><dd className="font-medium">{limit(plan.extractions_per_day)}</dd></div>
          <div className="flex justify-between"><dt className="text-gray-600">API calls per day</dt><dd className="font-medium">{limit(plan.api_calls_per_day)}</dd></div>
        </dl>
      )}
    </section>
  );
}
