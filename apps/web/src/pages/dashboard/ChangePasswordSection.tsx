import { useMutation } from "@tanstack/react-query";
import { useState, type FormEvent } from "react";
import { changePassword } from "../../api/account";
import { ApiError } from "../../api/ApiError";
import { PasswordField } from "../../components/PasswordField";
import { StrengthMeter } from "../../components/StrengthMeter";
import { useFocusWhenShown } from "../../components/useFocusWhenShown";
import { useFocusFirstInvalid } from "../../components/useFocusFirstInvalid";
import { buttonSecondary } from "../../components/styles";
import { toast } from "../../toast/toastStore";
import { CardFormButtons } from "./CardFormButtons";

/**
 * Account settings corner of the dashboard: changing the password while signed in (docs/product.md,
 * Accounts and sessions). Closed until asked for; the new password is typed twice, as at sign-up.
 * The server signs out the account's other sessions and says how many.
 */
export function ChangePasswordSection() {
  const [open, setOpen] = useState(false);
  const [current, setCurrent] = useState("");
  const [next, setNext] = useState("");
  const [again, setAgain] = useState("");
  const [mismatch, setMismatch] = useState<string | undefined>();
  // keyboard users land in the form when it opens, and back on its button when it closes
  const firstField = useFocusWhenShown<HTMLInputElement>();
  const opener = useFocusWhenShown<HTMLButtonElement>();
  const focusFirstInvalid = useFocusFirstInvalid();
  const change = useMutation({
    mutationFn: () => changePassword(current, next),
    // every refusal is shown on a field (the current password or the new one): the focus goes there
    onError: () => focusFirstInvalid.request(),
    onSuccess: (answer) => {
      toast.success(answer.message);
      close();
    },
  });
  function close() {
    opener.expect();
    setOpen(false);
    setCurrent("");
    setNext("");
    setAgain("");
    setMismatch(undefined);
    change.reset();
  }
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (change.isPending) return;
    if (next !== again) {
      setMismatch("Passwords do not match");
      focusFirstInvalid.request();
      return;
    }
    setMismatch(undefined);
    change.mutate();
  };
  const error = change.error;
  const aboutCurrent =
    error instanceof ApiError && (error.code === "password_incorrect" || /current/.test(error.message));
  return (
    <section className="rounded-xl border border-gray-200 bg-white p-5">
      <h2 className="font-semibold text-gray-900">Password</h2>
      {!open ? (
        <>
          <p className="mt-2 text-sm text-gray-600">Changing it signs out your other browsers and devices.</p>
          <button
            type="button"
            ref={opener.ref}
            className={`${buttonSecondary} mt-4`}
            onClick={() => {
              firstField.expect();
              setOpen(true);
            }}
          >
            Change Password
          </button>
        </>
      ) : (
        <form ref={focusFirstInvalid.formRef} onSubmit={submit} className="mt-3 space-y-3" noValidate>
          <PasswordField
            id="current-password"
            ref={firstField.ref}
            label="Current password"
            autoComplete="current-password"
            value={current}
            onChange={(e) => setCurrent(e.target.value)}
            error={error && aboutCurrent ? error.message : undefined}
          />
          <p className="text-xs text-gray-500">Signed up with Google or GitHub only? Leave it empty.</p>
          <div>
            <PasswordField
              id="new-password"
              label="New password"
              autoComplete="new-password"
              value={next}
              onChange={(e) => setNext(e.target.value)}
              error={error && !aboutCurrent ? error.message : undefined}
            />
            <StrengthMeter password={next} />
          </div>
          <PasswordField
            id="new-password-again"
            label="Confirm new password"
            autoComplete="new-password"
            value={again}
            onChange={(e) => {
              setAgain(e.target.value);
              setMismatch(undefined);
            }}
            error={mismatch}
          />
          <CardFormButtons onCancel={close} busy={change.isPending} label="Save Password" busyLabel="Saving..." />
        </form>
      )}
    </section>
  );
}
