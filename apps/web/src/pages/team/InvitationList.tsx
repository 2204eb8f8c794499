import { useCancelInvitation, type PendingInvitation } from "../../api/team";
import { useNeighbourFocus } from "../../components/useNeighbourFocus";
import { toast } from "../../toast/toastStore";

/**
 * Open invitations with their expiry; the owner and admins can cancel one. The focus stays in the
 * list when a row goes: on a neighbour's Cancel, or `onEmptied` moves it once the last one went.
 */
export function InvitationList({
  invitations,
  onEmptied,
}: {
  invitations: PendingInvitation[];
  onEmptied: () => void;
}) {
  const cancel = useCancelInvitation();
  const { buttonRef, focusNeighbour } = useNeighbourFocus();
  const onCancel = (invitation: PendingInvitation) =>
    cancel.mutate(invitation.id, {
      onSuccess: () => {
        toast.success(`Invitation to ${invitation.email} cancelled`);
        if (
          !focusNeighbour(
            invitations.map((i) => i.id),
            invitation.id,
          )
        )
          onEmptied();
      },
      onError: (failure) => toast.error(failure.message || "Could not cancel the invitation"),
    });
  // kept mounted while empty (by the Team page): cancelling the last one must still say so and move the focus
  if (invitations.length === 0) return null;
  return (
    <section aria-labelledby="invitations-heading">
      <h2 id="invitations-heading" className="mb-2 text-lg font-semibold text-gray-900">
        Open invitations
      </h2>
      <ul
        className="divide-y divide-gray-100 overflow-hidden rounded-xl border border-gray-200 bg-white"
        aria-label="Open invitations"
      >
        {invitations.map((invitation) => (
          <li key={invitation.id} className="flex flex-wrap items-center gap-3 px-4 py-3">
            <div className="min-w-0 flex-1">
              <p className="truncate font-medium text-gray-900">{invitation.email}</p>
              <p className="text-sm text-gray-600">
                {invitation.role === "admin" ? "Admin" : "Member"}, expires{" "}
                {new Date(invitation.expires_at).toLocaleDateString()}
              </p>
            </div>
            <button
              ref={buttonRef(invitation.id)}
              type="button"
              onClick={() => onCancel(invitation)}
              disabled={cancel.isPending}
              // every row has a Cancel: the name says which invitation to a screen reader
              aria-label={`Cancel the invitation to ${invitation.email}`}
              className="rounded-md border border-gray-300 px-2.5 py-1 text-sm text-gray-700 hover:bg-gray-50"
            >
              Cancel
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
