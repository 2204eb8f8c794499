import { useCancelInvitation, type PendingInvitation } from "../../api/team";
import { toast } from "../../toast/toastStore";

/** Open invitations with their expiry; the owner and admins can cancel one. */
export function InvitationList({ invitations }: { invitations: PendingInvitation[] }) {
  const cancel = useCancelInvitation();
  const onCancel = (invitation: PendingInvitation) =>
    cancel.mutate(invitation.id, {
      onSuccess: () => toast.success(`Invitation to ${invitation.email} cancelled`),
      onError: (failure) => toast.error(failure.message || "Could not cancel the invitation"),
    });
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
