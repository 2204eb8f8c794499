import { useState, type FormEvent, type Ref } from "react";
import { useInvite } from "../../api/team";
import { CopyButton } from "../../components/CopyButton";
import { buttonPrimary, inputBase, inputBorder } from "../../components/styles";
import { TextField } from "../../components/TextField";
import { useFocusFirstInvalid } from "../../components/useFocusFirstInvalid";
import { toast } from "../../toast/toastStore";

/**
 * Invites someone by e-mail (owner and admins); shows the link too, to pass on another way, for
 * as long as that invitation is open (`openInvitationIds`): a cancelled one's link no longer works.
 */
export function InviteForm({
  full,
  openInvitationIds,
  headingRef,
}: {
  full: boolean;
  openInvitationIds: readonly string[];
  /** Its heading, where the page puts the focus once the last open invitation is cancelled. */
  headingRef?: Ref<HTMLHeadingElement>;
}) {
  const [email, setEmail] = useState("");
  const [role, setRole] = useState<"admin" | "member">("member");
  const [error, setError] = useState<string>();
  const [sent, setSent] = useState<{ id: string; email: string; url: string; mailed: boolean } | null>(null);
  const sentStillOpen = sent !== null && openInvitationIds.includes(sent.id);
  const invite = useInvite();
  const focusFirstInvalid = useFocusFirstInvalid();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email.trim())) {
      setError("Please enter a valid email address");
      return focusFirstInvalid.request();
    }
    setError(undefined);
    invite.mutate(
      { email: email.trim(), role },
      {
        onSuccess: (answer) => {
          setSent({ id: answer.id, email: email.trim(), url: answer.invite_url, mailed: answer.email_sent });
          setEmail("");
          // without a mail the link below is the invitation: "sent" would tell the inviter it was on its way
          toast.success(answer.email_sent ? "Invitation sent" : "Invitation made: pass its link on");
        },
        onError: (failure) => {
          setError(failure.message || "Could not send the invitation");
          focusFirstInvalid.request();
        },
      },
    );
  };

  return (
    <section aria-labelledby="invite-heading">
      <h2
        id="invite-heading"
        ref={headingRef}
        tabIndex={-1}
        className="mb-2 text-lg font-semibold text-gray-900 focus:outline-none"
      >
        Invite someone
      </h2>
      {full ? (
        <p className="rounded-xl border border-dashed border-gray-300 bg-white p-4 text-sm text-gray-600">
          Every seat is taken. Remove a member or cancel an invitation to invite someone else.
        </p>
      ) : (
        // noValidate: the address is checked here, with the words and the place of every other error
        <form
          ref={focusFirstInvalid.formRef}
          onSubmit={submit}
          noValidate
          className="grid gap-4 rounded-xl border border-gray-200 bg-white p-4 sm:grid-cols-[1fr_10rem_auto] sm:items-end"
        >
          <TextField
            id="invite-email"
            label="Email"
            type="email"
            placeholder="colleague@example.com"
            value={email}
            onChange={(e) => {
              setEmail(e.target.value);
              setError(undefined);
            }}
            error={error}
          />
          <div>
            <label htmlFor="invite-role" className="block text-sm font-medium text-gray-700">
              Role
            </label>
            <select
              id="invite-role"
              value={role}
              onChange={(e) => setRole(e.target.value as "admin" | "member")}
              className={`mt-1 ${inputBase} ${inputBorder(false)}`}
            >
              <option value="member">Member</option>
              <option value="admin">Admin</option>
            </select>
          </div>
          <button type="submit" className={buttonPrimary} disabled={invite.isPending}>
            {invite.isPending ? "Sending..." : "Send invitation"}
          </button>
        </form>
      )}
      {sentStillOpen && (
        <div className="mt-3 rounded-xl border border-brand-200 bg-brand-50 p-4 text-sm text-brand-900" role="status">
          <p>
            {sent.mailed ? (
              <>
                An invitation was e-mailed to <strong>{sent.email}</strong>.
              </>
            ) : (
              <>
                No e-mail was sent (this server sends none, or this workspace sent its 20 of the hour), so pass the link
                on to <strong>{sent.email}</strong> yourself.
              </>
            )}{" "}
            The link works for 7 days:
          </p>
          <div className="mt-2 flex items-center gap-2">
            <code className="min-w-0 flex-1 truncate rounded bg-white px-2 py-1" data-testid="invite-url">
              {sent.url}
            </code>
            <CopyButton text={sent.url} />
          </div>
        </div>
      )}
    </section>
  );
}
