import { useDeliveries, type Delivery } from "../../api/webhooks";

const statusTone: Record<Delivery["status"], string> = {
  succeeded: "bg-green-50 text-green-700",
  failed: "bg-red-50 text-red-700",
  pending: "bg-amber-50 text-amber-800",
};

const time = (iso: string) => new Date(iso).toLocaleString();

/**
 * The latest deliveries of one endpoint, each try with its status code and duration, and why a
 * failed one was given up before its tries ran out (replaced by a newer test event, endpoint paused).
 */
export function DeliveryLog({ webhookId }: { webhookId: string }) {
  const { data, isLoading, isError } = useDeliveries(webhookId);
  if (isLoading) return <p className="text-sm text-gray-500">Loading deliveries...</p>;
  if (isError || !data) return <p className="text-sm text-red-600">Could not load the delivery log.</p>;
  if (data.length === 0)
    return <p className="text-sm text-gray-500">No deliveries yet. Send a test event to try the endpoint.</p>;
  return (
    <ul aria-label="Delivery log" className="divide-y divide-gray-100 rounded-md border border-gray-200">
      {data.map((d) => (
        <li key={d.id} className="space-y-1 px-3 py-2 text-sm">
          <div className="flex flex-wrap items-center gap-2">
            <code className="font-medium">{d.event}</code>
            <span className={`rounded px-2 py-0.5 text-xs font-medium ${statusTone[d.status]}`}>{d.status}</span>
            <span className="text-gray-500">{time(d.created_at)}</span>
            {d.status === "pending" && d.next_attempt_at && (
              <span className="text-gray-500">next try {time(d.next_attempt_at)}</span>
            )}
          </div>
          {d.given_up_because && <p className="text-xs text-gray-600">{d.given_up_because}</p>}
          <ol className="ml-4 list-decimal text-xs text-gray-600">
            {d.tries.map((t) => (
              <li key={t.attempt}>
                {t.status_code !== null ? `HTTP ${t.status_code}` : (t.error ?? "no answer")} · {t.duration_ms} ms ·{" "}
                {time(t.started_at)}
              </li>
            ))}
          </ol>
        </li>
      ))}
    </ul>
  );
}
