import { useSubscription } from "../api/queries";
import { UsageBar } from "./UsageBar";

/** Today's extractions against the plan's daily limit, straight from the server. */
export function TodayUsageCard() {
  const { data, isLoading, isError } = useSubscription();
  return (
    <section className="rounded-xl border border-gray-200 bg-white p-5">
      <h2 className="font-semibold text-gray-900">Today's usage</h2>
      <div className="mt-4">
        {isLoading && <p className="text-sm text-gray-500">Loading usage...</p>}
        {isError && <p className="text-sm text-red-600">Could not load your usage. Try again later.</p>}
        {data && (
          <>
            <UsageBar label="Extractions" used={data.usage_current} limit={data.usage_limit} />
            <p className="mt-3 text-xs text-gray-500">
              Plan: <span className="font-medium uppercase">{data.plan_type}</span>
            </p>
          </>
        )}
      </div>
    </section>
  );
}
