import { useRef, useState } from "react";
import { useAuth } from "../../auth/AuthContext";
import {
  useChangeRole,
  useRemoveMember,
  useTransferOwnership,
  type Workspace,
  type WorkspaceMember,
} from "../../api/team";
import { QuestionDialog } from "../../components/Modal";
import { useNeighbourFocus } from "../../components/useNeighbourFocus";
import { toast } from "../../toast/toastStore";

const ROLE_LABEL = { owner: "Owner", admin: "Admin", member: "Member" } as const;

/** The people in the workspace with their roles; the owner and admins change roles and remove, the owner transfers ownership. */
export function MemberList({ workspace }: { workspace: Workspace }) {
  const { user } = useAuth();
  const remove = useRemoveMember();
  const changeRole = useChangeRole();
  const transfer = useTransferOwnership();
  const isAdmin = workspace.role === "owner" || workspace.role === "admin";
  const editable = (member: WorkspaceMember) => isAdmin && member.user_id !== user?.id && member.role !== "owner";
  // A removed member's row goes with the focus in its Remove: focus moves to a neighbour's Remove,
  // or to the heading once nobody else can be removed, rather than to the top of the page.
  const { buttonRef, focusNeighbour } = useNeighbourFocus();
  const heading = useRef<HTMLHeadingElement>(null);

  // Remove and Make owner ask first, in the app's dialog (focus back on the button that asked).
  const [question, setQuestion] = useState<{ action: "remove" | "transfer"; member: WorkspaceMember } | null>(null);

  const onRemove = (member: WorkspaceMember) => {
    const removable = workspace.members.filter(editable).map((m) => m.user_id);
    remove.mutate(member.user_id, {
      onSuccess: () => {
        toast.success(`${member.email} was removed`);
        if (!focusNeighbour(removable, member.user_id)) heading.current?.focus();
      },
      onError: (failure) => toast.error(failure.message || "Could not remove the member"),
    });
  };
  const onRole = (member: WorkspaceMember, role: "admin" | "member") =>
    changeRole.mutate(
      { userId: member.user_id, role },
      {
        onSuccess: () => toast.success(`${member.email} is now ${role === "admin" ? "an admin" : "a member"}`),
        onError: (failure) => toast.error(failure.message || "Could not change the role"),
      },
    );
  const onTransfer = (member: WorkspaceMember) =>
    transfer.mutate(member.user_id, {
      onSuccess: () => {
        toast.success(`${member.email} now owns the workspace`);
        // every Make owner button goes (an admin makes nobody owner): the list's heading keeps the focus
        heading.current?.focus();
      },
      onError: (failure) => toast.error(failure.message || "Could not transfer ownership"),
    });
  const onAnswer = (go: boolean) => {
    setQuestion(null);
    if (!go || !question) return;
    if (question.action === "remove") onRemove(question.member);
    else onTransfer(question.member);
  };

  return (
    <section aria-labelledby="members-heading">
      <h2
        id="members-heading"
        ref={heading}
        tabIndex={-1}
        className="mb-2 text-lg font-semibold text-gray-900 focus:outline-none"
      >
        Members
      </h2>
      <ul
        className="divide-y divide-gray-100 overflow-hidden rounded-xl border border-gray-200 bg-white"
        aria-label="Members"
      >
        {workspace.members.map((member) => {
          const self = member.user_id === user?.id;
          const canEdit = editable(member);
          return (
            <li key={member.user_id} className="flex flex-wrap items-center gap-3 px-4 py-3" data-testid="member">
              <div className="min-w-0 flex-1">
                <p className="truncate font-medium text-gray-900">
                  {member.full_name}
                  {self && <span className="text-gray-500"> (you)</span>}
                </p>
                <p className="truncate text-sm text-gray-600">{member.email}</p>
              </div>
              {canEdit ? (
                <select
                  aria-label={`Role of ${member.email}`}
                  value={member.role}
                  onChange={(e) => onRole(member, e.target.value as "admin" | "member")}
                  className="rounded-md border border-gray-300 bg-white px-2 py-1 text-sm"
                >
                  <option value="admin">Admin</option>
                  <option value="member">Member</option>
                </select>
              ) : (
                <span className="rounded-full bg-gray-100 px-2.5 py-0.5 text-xs font-medium text-gray-700">
                  {ROLE_LABEL[member.role]}
                </span>
              )}
              {workspace.role === "owner" && !self && (
                <button
                  type="button"
                  onClick={() => setQuestion({ action: "transfer", member })}
                  disabled={transfer.isPending}
                  // each row's buttons read alike: the name says whose they are to a screen reader
                  aria-label={`Make ${member.email} the owner`}
                  className="rounded-md border border-gray-300 px-2.5 py-1 text-sm text-gray-700 hover:bg-gray-50"
                >
                  Make owner
                </button>
              )}
              {canEdit && (
                <button
                  ref={buttonRef(member.user_id)}
                  type="button"
                  onClick={() => setQuestion({ action: "remove", member })}
                  disabled={remove.isPending}
                  aria-label={`Remove ${member.email}`}
                  className="rounded-md border border-red-200 px-2.5 py-1 text-sm font-medium text-red-700 hover:bg-red-50"
                >
                  Remove
                </button>
              )}
            </li>
          );
        })}
      </ul>
      {question?.action === "remove" && (
        <QuestionDialog
          title={`Remove ${question.member.email}?`}
          stay="Keep Member"
          go="Remove Member"
          danger
          onAnswer={onAnswer}
        >
          They lose access to {workspace.name} at once; what they ran stays here.
        </QuestionDialog>
      )}
      {question?.action === "transfer" && (
        <QuestionDialog
          title={`Make ${question.member.email} the owner?`}
          stay="Cancel"
          go="Make Owner"
          onAnswer={onAnswer}
        >
          You stay in {workspace.name} as an admin, and the workspace then uses their plan.
        </QuestionDialog>
      )}
    </section>
  );
}
