import { useRef } from "react";
import { Link } from "react-router";
import { useWorkspace, type Workspace } from "../../api/team";
import { planLabel } from "../../auth/postLoginTarget";
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
  const inviteHeading = useRef<HTMLHeadingElement>(null);
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
          <SeatsLine workspace={workspace} used={seatsUsed} />
          <MemberList workspace={workspace} />
          {isAdmin && workspace.seats > 1 && (
            <InviteForm
              full={seatsUsed >= workspace.seats}
              openInvitationIds={workspace.invitations.map((invitation) => invitation.id)}
              headingRef={inviteHeading}
            />
          )}
          {isAdmin && (
            <InvitationList invitations={workspace.invitations} onEmptied={() => inviteHeading.current?.focus()} />
          )}
          {/* plans with seats (Business, Enterprise) brand the workspace; brand stays null there
              until a name or logo is set, so the form must not wait for it (docs/product.md) */}
          {isAdmin && workspace.seats > 1 && <WorkspaceBrandForm workspace={workspace} />}
          {workspace.role !== "owner" && <LeaveTeam name={workspace.name} />}
        </div>
      )}
    </PageContainer>
  );
}

/**
 * How many of the plan's seats are taken. A workspace can hold more people than its plan's seats
 * (its owner left Business, or the operator lowered the seats): everyone stays, nobody new joins
 * (docs/product.md, Team workspaces), and the line says so instead of "yours alone".
 */
function SeatsLine({ workspace, used }: { workspace: Workspace; used: number }) {
  const people = workspace.members.length;
  const plan = planLabel(workspace.plan);
  const businessLink = (
    <Link to="/pricing" className="font-medium text-brand-700 hover:underline">
      Business plan
    </Link>
  );
  let line;
  if (workspace.seats > 1) {
    line = (
      <>
        <strong>{used}</strong> of <strong>{workspace.seats}</strong> seats taken (members and open invitations).
        {used > workspace.seats && (
          <>
            {" "}
            That is more than the {plan} plan&apos;s {workspace.seats} seats: everyone here stays, but nobody new can
            join until enough seats are free.
          </>
        )}
      </>
    );
  } else if (people <= 1) {
    line = <>Your plan has one seat, so this workspace is yours alone. The {businessLink} adds team seats.</>;
  } else if (workspace.role === "owner") {
    line = (
      <>
        <strong>{people}</strong> people work in this workspace, but the {plan} plan has one seat: everyone here stays,
        and nobody new can join. The {businessLink} adds team seats.
      </>
    );
  } else {
    line = (
      <>
        <strong>{people}</strong> people work in this workspace, but its owner&apos;s {plan} plan has one seat: everyone
        here stays, and nobody new can join.
      </>
    );
  }
  return (
    <p className="text-sm text-gray-600" data-testid="seats">
      {line}
    </p>
  );
}
