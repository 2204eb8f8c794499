import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { apiFetch } from "./client";
import type { ApiResponse } from "./schema";

/** The events an endpoint can receive (docs/api.md, Webhooks). */
export const WEBHOOK_EVENTS = [
  "extraction.completed",
  "extraction.failed",
  "batch.completed",
  "batch.failed",
  "batch.cancelled",
] as const;

/** A registered endpoint as the server lists it: never its secret. */
export type Webhook = ApiResponse<"/webhooks/{id}">;

/** The answer to registering an endpoint: the only time `secret` is shown. */
export type CreatedWebhook = ApiResponse<"/webhooks", "post", 201>;

/** One event sent to one endpoint, with its tries. */
export type Delivery = ApiResponse<"/webhooks/{id}/deliveries">["deliveries"][number];

/** One try of a delivery. */
export type DeliveryTry = Delivery["tries"][number];

const WEBHOOKS_QUERY = ["webhooks"];

/** The account's endpoints (GET /webhooks). */
export const useWebhooks = () =>
  useQuery({
    queryKey: WEBHOOKS_QUERY,
    queryFn: async () => (await apiFetch<{ webhooks: Webhook[] }>("/webhooks")).webhooks,
  });

/** The delivery log of one endpoint, refreshed every 3 s while shown. */
export const useDeliveries = (id: string) =>
  useQuery({
    queryKey: ["webhooks", id, "deliveries"],
    queryFn: async () =>
      (await apiFetch<{ deliveries: Delivery[] }>(`/webhooks/${encodeURIComponent(id)}/deliveries?limit=20`))
        .deliveries,
    refetchInterval: 3000,
  });

/** Registers an endpoint (POST /webhooks) and refreshes the list. */
export function useCreateWebhook() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: { url: string; events: string[]; description?: string }) =>
      apiFetch<CreatedWebhook>("/webhooks", { method: "POST", body: input }),
    onSuccess: () => client.invalidateQueries({ queryKey: WEBHOOKS_QUERY }),
  });
}

/** Changes an endpoint (PATCH /webhooks/:id), e.g. pauses it. */
export function useUpdateWebhook() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...changes }: { id: string; enabled?: boolean; events?: string[] }) =>
      apiFetch<Webhook>(`/webhooks/${encodeURIComponent(id)}`, { method: "PATCH", body: changes }),
    onSuccess: () => client.invalidateQueries({ queryKey: WEBHOOKS_QUERY }),
  });
}

/** Deletes an endpoint (DELETE /webhooks/:id). */
export function useDeleteWebhook() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      apiFetch<{ success: boolean }>(`/webhooks/${encodeURIComponent(id)}`, { method: "DELETE" }),
    // the deleted endpoint's delivery log is gone with it: dropped, not asked again (a 404 every 3 s)
    onSuccess: (_answer, id) => {
      client.removeQueries({ queryKey: ["webhooks", id, "deliveries"] });
      return client.invalidateQueries({ queryKey: WEBHOOKS_QUERY, exact: true });
    },
  });
}

/** Queues a signed test event (POST /webhooks/:id/test) and refreshes that endpoint's log. */
export function useSendTestEvent() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      apiFetch<ApiResponse<"/webhooks/{id}/test", "post", 202>>(`/webhooks/${encodeURIComponent(id)}/test`, {
        method: "POST",
      }),
    onSuccess: (_answer, id) => client.invalidateQueries({ queryKey: ["webhooks", id, "deliveries"] }),
  });
}
