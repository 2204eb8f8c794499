import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { apiFetch } from "./client";

/** An API key as the server lists it: never the key itself. */
export interface ApiKey {
  id: string;
  name: string;
  prefix: string;
  last4: string;
  created_at: string;
  last_used_at: string | null;
  expires_at: string | null;
}

/** The answer to creating a key: the only time `key` is ever shown. */
export type CreatedApiKey = ApiKey & { key: string };

const KEYS_QUERY = ["api-keys"];

/** The signed-in user's keys (GET /api-keys). */
export const useApiKeys = () =>
  useQuery({ queryKey: KEYS_QUERY, queryFn: async () => (await apiFetch<{ keys: ApiKey[] }>("/api-keys")).keys });

/** Creates a key (POST /api-keys) and refreshes the list. */
export function useCreateApiKey() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: { name: string; expires_in_days?: number }) => apiFetch<CreatedApiKey>("/api-keys", { method: "POST", body: input }),
    onSuccess: () => client.invalidateQueries({ queryKey: KEYS_QUERY }),
  });
}

/** Revokes a key (DELETE /api-keys/:id) and refreshes the list. */
export function useRevokeApiKey() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiFetch<{ success: boolean }>(`/api-keys/${encodeURIComponent(id)}`, { method: "DELETE" }),
    onSuccess: () => client.invalidateQueries({ queryKey: KEYS_QUERY }),
  });
}

/** Revokes every key at once (DELETE /api-keys), e.g. after a password reset, and refreshes the list. */
export function useRevokeAllApiKeys() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => apiFetch<{ success: boolean; revoked: number }>("/api-keys", { method: "DELETE" }),
    onSuccess: () => client.invalidateQueries({ queryKey: KEYS_QUERY }),
  });
}
