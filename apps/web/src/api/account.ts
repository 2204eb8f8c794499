import { apiFetch } from "./client";
import type { ApiResponse } from "./schema";

/** What `DELETE /account` removed. */
export type DeletedAccount = ApiResponse<"/account", "delete">;

/** Deletes the signed-in account with its files and history; password accounts confirm with their password. */
export const deleteAccount = (password: string) =>
  apiFetch<DeletedAccount>("/account", { method: "DELETE", body: password ? { password } : {} });
