import { apiFetch } from "./client";

/** What `DELETE /account` removed. */
export interface DeletedAccount {
  success: boolean;
  deleted_extractions: number;
  deleted_files: number;
}

/** Deletes the signed-in account with its files and history; password accounts confirm with their password. */
export const deleteAccount = (password: string) =>
  apiFetch<DeletedAccount>("/account", { method: "DELETE", body: password ? { password } : {} });
