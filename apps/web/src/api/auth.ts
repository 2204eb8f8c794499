import { apiFetch } from "./client";
import type { Subscription } from "./types";
import type { ApiResponse } from "./schema";

/** Answer of login and of a registration that signs the user in. */
export type SessionResponse = ApiResponse<"/auth/login", "post">;

/** Answer of `POST /auth/register`; no token when email confirmation is required. */
export type RegisterResponse = ApiResponse<"/auth/register", "post", 201>;

/** Which OAuth providers this server has configured. */
export type Providers = ApiResponse<"/auth/providers">;

/** Signs in with email and password. */
export const login = (email: string, password: string) =>
  apiFetch<SessionResponse>("/auth/login", { body: { email, password }, auth: false });

/** Creates an account. */
export const register = (email: string, password: string, full_name: string) =>
  apiFetch<RegisterResponse>("/auth/register", { body: { email, password, full_name }, auth: false });

/** The signed-in user of the session cookie; rejects with status 401 when there is none or it is no longer valid. */
export const verify = () => apiFetch<ApiResponse<"/auth/verify">>("/auth/verify");

/**
 * Moves a session token an earlier version kept in localStorage into the HttpOnly cookie: the
 * server revokes it and sets the cookie of a new session (docs/product.md, Accounts and sessions).
 */
export const moveSessionToCookie = (legacyToken: string) =>
  apiFetch<ApiResponse<"/auth/verify">>("/auth/session", { method: "POST", token: legacyToken });

/** Revokes the session on the server and clears its cookies (docs/product.md, Accounts and sessions: logout is real). */
export const logout = () => apiFetch<unknown>("/auth/logout", { method: "POST" });

/** Today's usage and plan of the signed-in account. */
export const fetchSubscription = () => apiFetch<Subscription>("/auth/subscription");

/** Asks the server to e-mail a password reset link. */
export const requestPasswordReset = (email: string) =>
  apiFetch<ApiResponse<"/auth/password-reset/request", "post">>("/auth/password-reset/request", {
    body: { email },
    auth: false,
  });

/** Sets a new password with the single-use token from the reset mail. */
export const confirmPasswordReset = (token: string, password: string) =>
  apiFetch<ApiResponse<"/auth/password-reset/confirm", "post">>("/auth/password-reset/confirm", {
    body: { token, password },
    auth: false,
  });

/** What `GET /auth/confirm/preview` answers: the address a confirmation link would confirm. */
export type ConfirmationPreview = ApiResponse<"/auth/confirm/preview">;

/** The address of the confirmation link's account, without using the token (mail scanners open links too). */
export const previewConfirmation = (token: string) =>
  apiFetch<ConfirmationPreview>(`/auth/confirm/preview?token=${encodeURIComponent(token)}`, { auth: false });

/** What `POST /auth/confirm` answers: the confirmed address, and the user when this browser was signed in. */
export type Confirmed = ApiResponse<"/auth/confirm", "post">;

/**
 * Confirms the address, spending the link's single-use token. The browser that signed up holds the
 * sign-up's cookie, so the server signs it in (session cookies only, the user in the answer).
 */
export const confirmEmail = (token: string) => apiFetch<Confirmed>("/auth/confirm", { body: { token }, auth: false });

/** OAuth providers to offer; buttons are hidden for providers the server lacks. */
export const fetchProviders = () => apiFetch<Providers>("/auth/providers", { auth: false });

/** Browser address that starts an OAuth sign-in (a navigation, not a fetch). */
export const oauthStartUrl = (provider: "google" | "github") => `/api/v1/auth/oauth/${provider}`;
