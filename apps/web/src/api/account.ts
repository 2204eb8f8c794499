import { apiFetch } from "./client";
import type { ApiResponse } from "./schema";

/** What `DELETE /account` removed. */
export type DeletedAccount = ApiResponse<"/account", "delete">;

/** Deletes the signed-in account with its files and history; password accounts confirm with their password. */
export const deleteAccount = (password: string) =>
  apiFetch<DeletedAccount>("/account", { method: "DELETE", body: password ? { password } : {} });

/** What `POST /account/password` answers. */
export type PasswordChanged = ApiResponse<"/account/password", "post">;

/** Changes the password (the current one is left out only by accounts made through Google or GitHub). */
export const changePassword = (currentPassword: string, newPassword: string) =>
  apiFetch<PasswordChanged>("/account/password", {
    method: "POST",
    body: { ...(currentPassword ? { current_password: currentPassword } : {}), new_password: newPassword },
  });
