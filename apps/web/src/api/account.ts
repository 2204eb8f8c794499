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

/** What `GET /account/email` answers: the address, whether a password exists, a pending change. */
export type EmailState = ApiResponse<"/account/email", "get">;

/** The account's address, whether it has a password, and the address a live change link went to. */
export const getEmailState = () => apiFetch<EmailState>("/account/email");

/** What `POST /account/email` answers (202): where the confirmation link went. */
export type EmailChangeRequested = ApiResponse<"/account/email", "post", 202>;

/** Asks for a change of address: a link goes to `email`, the address changes when it is opened. */
export const requestEmailChange = (email: string, currentPassword: string) =>
  apiFetch<EmailChangeRequested>("/account/email", {
    method: "POST",
    body: { email, current_password: currentPassword },
  });

/** What `GET /account/email/confirm/preview` answers: the address an e-mail change link would set. */
export type EmailChangePreview = ApiResponse<"/account/email/confirm/preview", "get">;

/** The address the link's token would set, without using the token (the link is the proof: no session). */
export const previewEmailChange = (token: string) =>
  apiFetch<EmailChangePreview>(`/account/email/confirm/preview?token=${encodeURIComponent(token)}`, { auth: false });

/** What `POST /account/email/confirm` answers: the account's address now. */
export type EmailChanged = ApiResponse<"/account/email/confirm", "post">;

/** Makes the link's new address the account's, spending its single-use token. */
export const confirmEmailChange = (token: string) =>
  apiFetch<EmailChanged>("/account/email/confirm", { body: { token }, auth: false });
