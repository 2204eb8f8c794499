import { Link, useNavigate, useParams } from "react-router";
import { useAcceptInvitation, useInvitationPreview, useWorkspace } from "../../api/team";
import { useAuth } from "../../auth/AuthContext";
import type { LoginRedirectState } from "../../auth/RequireAuth";
import { Notice } from "../../components/Notice";
import { PageContainer } from "../../components/PageContainer";
import { PageHeader } from "../../components/PageHeader";
import { PageSpinner } from "../../components/PageSpinner";
import { buttonPrimary, buttonSecondary } from "../../components/styles";
import { usePageTitle } from "../../layout/usePageTitle";
import { toast } from "../../toast/toastStore";

/**
 * An invitation link (#/team/join/:token): who invites, to what, and Join. A signed-out visitor
 * (most invitees have no account yet) reads the invitation too, with Create an account (the
 * invited address filled in) and Sign in, both coming back here (docs/product.md, Team).
 */
export default function JoinTeamPage() {
  usePageTitle("Join a team");
  const { token = "" } = useParams();
  const { user, isLoading: checkingSession } = useAuth();
  const navigate = useNavigate();
  const preview = useInvitationPreview(token);
  const current = useWorkspace(Boolean(user));
  const accept = useAcceptInvitation();
  const invitation = preview.data;

  const onJoin = () =>
    accept.mutate(token, {
      onSuccess: (workspace) => {
        toast.success(`You joined ${workspace.name}`);
        navigate("/team");
      },
    });

  return (
    <PageContainer narrow>
      <PageHeader title="Join a team" />
      <div className="mt-6 space-y-4">
        {(preview.isLoading || checkingSession) && <PageSpinner />}
        {preview.error && <Notice tone="error">This invitation link is not valid. Ask for a new one.</Notice>}
        {invitation && (
          <div className="rounded-xl border border-gray-200 bg-white p-6">
            <p className="text-gray-900">
              {invitation.invited_by ? <strong>{invitation.invited_by}</strong> : "Someone"} invited{" "}
              <strong>{invitation.email}</strong> to join <strong>{invitation.workspace_name}</strong> as{" "}
              {invitation.role === "admin" ? "an admin" : "a member"}.
            </p>
            {invitation.status === "expired" && (
              <div className="mt-4">
                <Notice tone="warning">This invitation has expired. Ask for a new one.</Notice>
              </div>
            )}
            {invitation.status === "accepted" && (
              <div className="mt-4">
                {user?.email === invitation.email ? (
                  // most likely used by this very account (a second click on the mail's link)
                  <Notice tone="info">
                    This invitation has already been used by {invitation.email}.{" "}
                    <Link to="/team" className="font-medium underline">
                      Open the Team page
                    </Link>
                  </Notice>
                ) : (
                  <Notice tone="info">This invitation has already been used.</Notice>
                )}
              </div>
            )}
            {invitation.status === "pending" && !user && !checkingSession && (
              <SignInToJoin token={token} email={invitation.email} />
            )}
            {invitation.status === "pending" && user && user.email !== invitation.email && (
              <div className="mt-4">
                <Notice tone="warning">
                  You are signed in as {user.email}. Sign in as {invitation.email} to accept this invitation.
                </Notice>
              </div>
            )}
            {invitation.status === "pending" && user?.email === invitation.email && (
              <>
                <p className="mt-3 text-sm text-gray-600">
                  You will work in {invitation.workspace_name} and share its history, batches, templates and API keys
                  {current.data ? (
                    <>. What you made in {current.data.name} stays there, and comes back if you leave the team.</>
                  ) : (
                    "."
                  )}
                </p>
                {accept.error && (
                  <div className="mt-4">
                    <Notice tone="error">{accept.error.message}</Notice>
                  </div>
                )}
                <div className="mt-4 flex gap-3">
                  <button type="button" className={buttonPrimary} onClick={onJoin} disabled={accept.isPending}>
                    {accept.isPending ? "Joining..." : `Join ${invitation.workspace_name}`}
                  </button>
                  <button type="button" className={buttonSecondary} onClick={() => navigate("/dashboard")}>
                    Not now
                  </button>
                </div>
              </>
            )}
          </div>
        )}
      </div>
    </PageContainer>
  );
}

/** For a signed-out visitor: make the invited account (or sign in to it), then come back to this link. */
function SignInToJoin({ token, email }: { token: string; email: string }) {
  const back: LoginRedirectState & { email: string } = { from: `/team/join/${token}`, email };
  return (
    <>
      <p className="mt-3 text-sm text-gray-600">
        Create an account with {email}, or sign in to it, and you come back here to join.
      </p>
      <div className="mt-4 flex gap-3">
        <Link to="/signup" state={back} className={buttonPrimary}>
          Create an account
        </Link>
        <Link to="/login" state={back} className={buttonSecondary}>
          Sign in
        </Link>
      </div>
    </>
  );
}
