import { Link } from "react-router";
import { useWorkspace } from "../../api/team";
import { Notice } from "../../components/Notice";
import { PageContainer } from "../../components/PageContainer";
import { PageHeader } from "../../components/PageHeader";
import { PageSpinner } from "../../components/PageSpinner";
import { usePageTitle } from "../../layout/usePageTitle";
import { InviteForm } from "./InviteForm";
import { InvitationList } from "./InvitationList";
import { LeaveTeam } from "./LeaveTeam";
import { MemberList } from "./MemberList";
import { WorkspaceBrandForm } from "./WorkspaceBrandForm";

/** The team workspace: members and roles, invitations, remove, leave, transfer (signed-in route). */
export default function TeamPage() {
  usePageTitle("Team");
  const { data: workspace, error, isLoading } = useWorkspace();
  const isAdmin = workspace?.role === "owner" || workspace?.role === "admin";
  const seatsUsed = workspace ? workspace.members.length + workspace.invitations.length : 0;
  return (
    <PageContainer narrow>
      <PageHeader
        title="Team"
        subtitle={
          workspace ? (
            <>{workspace.name}: history, batches, templates and API keys are shared by everyone here.</>
          ) : (
            "Your workspace and the people in it."
          )
        }
      />
      {isLoading && <PageSpinner />}
      {error && <Notice tone="error">The workspace could not be loaded: {error.message}</Notice>}
      {workspace && (
        <div className="mt-6 space-y-6">
          <p className="text-sm text-gray-600" data-testid="seats">
            {workspace.seats > 1 ? (
              <>
                <strong>{seatsUsed}</strong> of <strong>{workspace.seats}</strong> seats taken (members and open
                invitations).
              </>
            ) : (
              <>
                Your plan has one seat, so this workspace is yours alone. The{" "}
                <Link to="/pricing" className="font-medium text-brand-700 hover:underline">
                  Business plan
                </Link>{" "}
                adds team seats.
              </>
            )}
          </p>
          <MemberList workspace={workspace} />
          {isAdmin && workspace.seats > 1 && <InviteForm full={seatsUsed >= workspace.seats} />}
          {isAdmin && workspace.invitations.length > 0 && <InvitationList invitations={workspace.invitations} />}
          {/* brand is null on plans without a workspace brand of its own */}
          {isAdmin && workspace.brand && <WorkspaceBrandForm workspace={workspace} />}
          {workspace.role !== "owner" && <LeaveTeam name={workspace.name} />}
        </div>
      )}
    </PageContainer>
  );
}
