import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { apiFetch } from "./client";
import type { ApiBody, ApiResponse } from "./schema";

/** An API key as the server lists it: never the key itself. */
export type ApiKey = ApiResponse<"/api-keys">["keys"][number];

/** The answer to creating a key: the only time `key` is ever shown. */
export type CreatedApiKey = ApiResponse<"/api-keys", "post", 201>;

const KEYS_QUERY = ["api-keys"];

/** The signed-in user's keys (GET /api-keys). */
export const useApiKeys = () =>
  useQuery({ queryKey: KEYS_QUERY, queryFn: async () => (await apiFetch<ApiResponse<"/api-keys">>("/api-keys")).keys });

/** Creates a key (POST /api-keys) and refreshes the list. */
export function useCreateApiKey() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: ApiBody<"/api-keys">) => apiFetch<CreatedApiKey>("/api-keys", { method: "POST", body: input }),
    onSuccess: () => client.invalidateQueries({ queryKey: KEYS_QUERY }),
  });
}

/** Revokes a key (DELETE /api-keys/:id) and refreshes the list. */
export function useRevokeApiKey() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      apiFetch<ApiResponse<"/api-keys/{id}", "delete">>(`/api-keys/${encodeURIComponent(id)}`, { method: "DELETE" }),
    onSuccess: () => client.invalidateQueries({ queryKey: KEYS_QUERY }),
  });
}

/** Revokes every key at once (DELETE /api-keys), e.g. after a password reset, and refreshes the list. */
export function useRevokeAllApiKeys() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => apiFetch<ApiResponse<"/api-keys", "delete">>("/api-keys", { method: "DELETE" }),
    onSuccess: () => client.invalidateQueries({ queryKey: KEYS_QUERY }),
  });
}
