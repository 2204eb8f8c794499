import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useEffect, useRef, useState, type FormEvent } from "react";
import { useSearchParams } from "react-router";
import { getEmailState, requestEmailChange } from "../../api/account";
import { ApiError } from "../../api/ApiError";
import { useAuth } from "../../auth/AuthContext";
import { Notice } from "../../components/Notice";
import { PasswordField } from "../../components/PasswordField";
import { TextField } from "../../components/TextField";
import { useFocusFirstInvalid } from "../../components/useFocusFirstInvalid";
import { useFocusWhenShown } from "../../components/useFocusWhenShown";
import { buttonSecondary } from "../../components/styles";
import { toast } from "../../toast/toastStore";
import { CardFormButtons } from "./CardFormButtons";
import { EMAIL_CHANGE_OUTCOMES, emailChangeOutcome } from "./emailChangeOutcome";

/** The query of the card's account state. */
const EMAIL_STATE_KEY = ["account-email"];

/** Refusals about the password; every other one is about the new address. */
const PASSWORD_CODES = new Set(["password_incorrect", "too_many_attempts"]);

/**
 * The dashboard's Email card (docs/product.md, Changing the e-mail address): the current address,
 * and, on asking, the new address and the current password. The server mails a link to the new
 * address; the address changes only when the page that link opens is confirmed, and that page
 * comes back here with `?email_change=`, which the card reports. An account without a password (made through Google or
 * GitHub) is told to set one first rather than shown a form the server would refuse.
 */
export function ChangeEmailSection() {
  const { user, refreshUser } = useAuth();
  const queryClient = useQueryClient();
  const [search] = useSearchParams();
  const outcome = emailChangeOutcome(search.get("email_change"));
  const state = useQuery({ queryKey: EMAIL_STATE_KEY, queryFn: getEmailState });
  const [open, setOpen] = useState(false);
  const [email, setEmail] = useState("");
  const [password, setPassword] = useState("");
  const firstField = useFocusWhenShown<HTMLInputElement>();
  const opener = useFocusWhenShown<HTMLButtonElement>();
  const focusFirstInvalid = useFocusFirstInvalid();
  const refreshed = useRef(false);

  // the confirmation page changed the address on the server: the top bar and the card read it again
  useEffect(() => {
    if (outcome !== "changed" || refreshed.current) return;
    refreshed.current = true;
    // after this commit's effects: the provider learns who is signed in in its own effect, which
    // runs after its children's, and refreshUser reads nobody before it
    void Promise.resolve().then(refreshUser);
    void queryClient.invalidateQueries({ queryKey: EMAIL_STATE_KEY });
  }, [outcome, refreshUser, queryClient]);

  const change = useMutation({
    mutationFn: () => requestEmailChange(email, password),
    onError: () => focusFirstInvalid.request(),
    onSuccess: (answer) => {
      toast.success(answer.message);
      void queryClient.invalidateQueries({ queryKey: EMAIL_STATE_KEY });
      close();
    },
  });
  function close() {
    opener.expect();
    setOpen(false);
    setEmail("");
    setPassword("");
    change.reset();
  }
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!change.isPending) change.mutate();
  };
  const error = change.error;
  const aboutPassword =
    error instanceof ApiError && (PASSWORD_CODES.has(error.code) || /password/i.test(error.message));
  const current = state.data?.email ?? user?.email ?? "";
  const pending = state.data?.pending_email;

  return (
    <section className="rounded-xl border border-gray-200 bg-white p-5">
      <h2 className="font-semibold text-gray-900">Email</h2>
      {outcome && (
        <div className="mt-3">
          <Notice tone={EMAIL_CHANGE_OUTCOMES[outcome].tone}>{EMAIL_CHANGE_OUTCOMES[outcome].text}</Notice>
        </div>
      )}
      <p className="mt-2 text-sm text-gray-600">
        Signed in as <span className="font-medium text-gray-900">{current}</span>
      </p>
      {pending && (
        <p className="mt-1 text-sm text-gray-600">
          A confirmation link was sent to <span className="font-medium text-gray-900">{pending}</span>. Your address
          changes when you open it and confirm the change.
        </p>
      )}
      {state.isError ? (
        <p className="mt-2 text-sm text-red-700">Your e-mail settings could not be loaded. Please reload the page.</p>
      ) : state.data && !state.data.has_password ? (
        <p className="mt-2 text-sm text-gray-600">
          Your account signs in with Google or GitHub and has no password yet. Set a password first (Change Password
          above): changing the address asks for it.
        </p>
      ) : !open ? (
        <button
          type="button"
          ref={opener.ref}
          className={`${buttonSecondary} mt-4`}
          disabled={!state.data}
          onClick={() => {
            firstField.expect();
            setOpen(true);
          }}
        >
          Change Email
        </button>
      ) : (
        <form ref={focusFirstInvalid.formRef} onSubmit={submit} className="mt-3 space-y-3" noValidate>
          <TextField
            id="new-email"
            ref={firstField.ref}
            label="New email address"
            type="email"
            autoComplete="email"
            value={email}
            onChange={(e) => setEmail(e.target.value)}
            error={error && !aboutPassword ? error.message : undefined}
          />
          <PasswordField
            id="email-current-password"
            label="Current password"
            autoComplete="current-password"
            value={password}
            onChange={(e) => setPassword(e.target.value)}
            error={error && aboutPassword ? error.message : undefined}
          />
          <CardFormButtons
            onCancel={close}
            busy={change.isPending}
            label="Send confirmation link"
            busyLabel="Sending..."
          />
        </form>
      )}
    </section>
  );
}
