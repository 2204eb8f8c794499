import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { apiFetch } from "./client";
import type { ApiResponse } from "./schema";

/** The workspace the signed-in user works in (GET /workspace); `invitations` are listed for the owner and admins only. */
export type Workspace = ApiResponse<"/workspace">;

/** A role in a team workspace. */
export type WorkspaceRole = Workspace["role"];

/** One person in the workspace. */
export type WorkspaceMember = Workspace["members"][number];

/** An invitation not accepted yet. */
export type PendingInvitation = Workspace["invitations"][number];

/** What the join page shows about an invitation. */
export type InvitationPreview = ApiResponse<"/workspace/invitations/{token}">;

const WORKSPACE_QUERY = ["workspace"];
const enc = encodeURIComponent;

/** The signed-in user's workspace (`enabled: false` for a visitor, who has none). */
export const useWorkspace = (enabled = true) =>
  useQuery({ queryKey: WORKSPACE_QUERY, queryFn: () => apiFetch<Workspace>("/workspace"), enabled });

/** An invitation by its token (no sign-in needed to look). */
export const useInvitationPreview = (token: string) =>
  useQuery({
    queryKey: ["invitation", token],
    queryFn: () => apiFetch<InvitationPreview>(`/workspace/invitations/${enc(token)}`, { auth: false }),
    retry: false,
  });

/** Everything a team change touches: the workspace, and what is shared in it. */
function useRefreshWorkspace() {
  const client = useQueryClient();
  return () => client.invalidateQueries();
}

/** Invites someone by e-mail. */
export function useInvite() {
  const refresh = useRefreshWorkspace();
  return useMutation({
    mutationFn: (input: { email: string; role: "admin" | "member" }) =>
      apiFetch<{ id: string; invite_url: string; email_sent: boolean }>("/workspace/invitations", {
        method: "POST",
        body: input,
      }),
    onSuccess: refresh,
  });
}

/** Withdraws an open invitation. */
export function useCancelInvitation() {
  const refresh = useRefreshWorkspace();
  return useMutation({
    mutationFn: (id: string) => apiFetch<unknown>(`/workspace/invitations/${enc(id)}`, { method: "DELETE" }),
    onSuccess: refresh,
  });
}

/** Accepts an invitation: the signed-in user joins its workspace. */
export function useAcceptInvitation() {
  const refresh = useRefreshWorkspace();
  return useMutation({
    mutationFn: (token: string) =>
      apiFetch<Workspace>(`/workspace/invitations/${enc(token)}/accept`, { method: "POST" }),
    onSuccess: refresh,
  });
}

/** Removes a member (owner or admin). */
export function useRemoveMember() {
  const refresh = useRefreshWorkspace();
  return useMutation({
    mutationFn: (userId: string) => apiFetch<unknown>(`/workspace/members/${enc(userId)}`, { method: "DELETE" }),
    onSuccess: refresh,
  });
}

/** Changes a member's role (owner or admin). */
export function useChangeRole() {
  const refresh = useRefreshWorkspace();
  return useMutation({
    mutationFn: (input: { userId: string; role: "admin" | "member" }) =>
      apiFetch<unknown>(`/workspace/members/${enc(input.userId)}`, { method: "PATCH", body: { role: input.role } }),
    onSuccess: refresh,
  });
}

/** Leaves the team workspace for one's personal workspace. */
export function useLeaveWorkspace() {
  const refresh = useRefreshWorkspace();
  return useMutation({
    mutationFn: () => apiFetch<unknown>("/workspace/leave", { method: "POST" }),
    onSuccess: refresh,
  });
}

/** Hands the workspace to another member (owner only). */
export function useTransferOwnership() {
  const refresh = useRefreshWorkspace();
  return useMutation({
    mutationFn: (userId: string) =>
      apiFetch<unknown>("/workspace/transfer", { method: "POST", body: { user_id: userId } }),
    onSuccess: refresh,
  });
}

/**
 * After a name or logo change the workspace loads again; the top bar keeps the brand it loaded
 * until the next page load (it stays outside the query library to keep the first load small).
 */
const useRefreshBrand = () => useRefreshWorkspace();

/** Renames the workspace (owner or admin; Business shows it to members as the brand). */
export function useRenameWorkspace() {
  const refresh = useRefreshBrand();
  return useMutation({
    mutationFn: (name: string) => apiFetch<unknown>("/workspace", { method: "PATCH", body: { name } }),
    onSuccess: refresh,
  });
}

/** Removes the workspace's logo. */
export function useRemoveLogo() {
  const refresh = useRefreshBrand();
  return useMutation({
    mutationFn: () => apiFetch<unknown>("/workspace/logo", { method: "DELETE" }),
    onSuccess: refresh,
  });
}

/** Uploads a PNG or JPEG as the workspace's logo: the file's bytes are the request body (PUT /workspace/logo). */
export function useUploadLogo() {
  const refresh = useRefreshBrand();
  return useMutation({ mutationFn: putLogo, onSuccess: refresh });
}

function putLogo(file: File): Promise<{ logo_url: string | null }> {
  return apiFetch("/workspace/logo", { method: "PUT", file });
}
