import { usePlans } from "../../api/queries";
import type { Plan } from "../../api/types";
import { ScrollRegion } from "../../components/ScrollRegion";

/**
 * A plan sold by talking to someone (Enterprise): its seeded limits are starting points the
 * operator is expected to set, never advertised (docs/product.md, Plans).
 */
const limitOf = (plan: Plan, value: number | null | undefined) =>
  plan.contact_sales || value == null ? "Set by operator" : value.toLocaleString();

/** Requests per minute and API calls per day of each plan, from the server. */
export function RateLimits() {
  const { data, isError } = usePlans();
  if (isError) return <p className="text-sm text-red-600">Could not load the plan limits.</p>;
  if (!data) return <p className="text-sm text-gray-500">Loading limits...</p>;
  return (
    <ScrollRegion label="Rate limits by plan" className="rounded-xl border border-gray-200 bg-white">
      <table className="w-full text-left text-sm">
        <thead className="bg-gray-50 text-gray-600">
          <tr>
            <th className="px-4 py-2">Plan</th>
            <th className="px-4 py-2">Requests / minute</th>
            <th className="px-4 py-2">API calls / day</th>
          </tr>
        </thead>
        <tbody className="divide-y divide-gray-100">
          {data.map((plan) => (
            <tr key={plan.id}>
              <td className="px-4 py-2 font-medium">{plan.name}</td>
              <td className="px-4 py-2">{limitOf(plan, plan.requests_per_minute)}</td>
              <td className="px-4 py-2">{limitOf(plan, plan.api_calls_per_day)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <p className="px-4 py-2 text-xs text-gray-500">
        Counted per account for API-key calls and for <code>/extract</code> and <code>/download</code>. Every counted
        answer carries <code>RateLimit-Limit</code>, <code>RateLimit-Remaining</code> and <code>RateLimit-Reset</code>;
        past a limit the API answers 429 (<code>rate_limited</code> or <code>daily_api_limit_reached</code>) with a
        Retry-After header. Daily counts reset at midnight UTC.
      </p>
    </ScrollRegion>
  );
}
