import { useMutation } from "@tanstack/react-query";
import { useEffect, useRef, useState, type FormEvent } from "react";
import { useNavigate } from "react-router";
import { deleteAccount } from "../../api/account";
import { ApiError } from "../../api/ApiError";
import { useAuth } from "../../auth/AuthContext";
import { Modal } from "../../components/Modal";
import { PasswordField } from "../../components/PasswordField";
import { useFocusFirstInvalid } from "../../components/useFocusFirstInvalid";
import { buttonSecondary } from "../../components/styles";
import { toast } from "../../toast/toastStore";

/** Confirmation for deleting the account: the password, then everything goes and the visitor lands on Home. */
export function DeleteAccountDialog({ team, onClose }: { team?: string; onClose: () => void }) {
  const { dropSession } = useAuth();
  const navigate = useNavigate();
  const [password, setPassword] = useState("");
  const deleted = useRef(false);
  const focusFirstInvalid = useFocusFirstInvalid();
  const removal = useMutation({
    mutationFn: () => deleteAccount(password),
    // a refused password is marked on its field, which takes the focus; other refusals mark none
    onError: () => focusFirstInvalid.request(),
    onSuccess: () => {
      deleted.current = true;
      toast.success("Your account and its data were deleted");
      void navigate("/", { replace: true });
    },
  });
  // The session is dropped only once the dashboard has gone (this dialog unmounts with it): the
  // route change is a transition, and dropping earlier would let the dashboard's guard send the
  // signed-out visitor to /login instead of Home.
  useEffect(
    () => () => {
      if (deleted.current) dropSession();
    },
    [dropSession],
  );
  // Only a refused password marks the password field; anything else (an owner whose team is
  // not empty, a payment provider that cannot be reached) is about something else.
  const error = removal.error;
  const aboutPassword = error instanceof ApiError && ["password_incorrect", "validation_failed"].includes(error.code);
  const passwordError = error && aboutPassword ? error.message : undefined;
  const otherError = error && !aboutPassword ? error.message : undefined;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    removal.mutate();
  };
  return (
    <Modal title="Delete your account?" onClose={onClose}>
      <form ref={focusFirstInvalid.formRef} onSubmit={submit} className="space-y-4">
        <p className="text-sm text-gray-600">
          This deletes your account, your extraction history, the PDFs you uploaded and your sessions. A paid
          subscription is cancelled. It cannot be undone.
        </p>
        {team && (
          // docs/api.md, Team workspaces: deleting a member's account deletes what it ran, in any workspace
          <p className="text-sm text-gray-600">
            The extractions, batches and templates you made in {team} are deleted from it too.
          </p>
        )}
        <PasswordField
          id="delete-password"
          label="Password"
          autoComplete="current-password"
          value={password}
          onChange={(e) => setPassword(e.target.value)}
          error={passwordError}
        />
        {otherError && (
          <p role="alert" className="text-sm text-red-700">
            {otherError}
          </p>
        )}
        <p className="text-xs text-gray-500">Signed up with Google or GitHub only? Leave the password empty.</p>
        <div className="flex justify-end gap-3">
          <button type="button" className={buttonSecondary} onClick={onClose}>
            Cancel
          </button>
          <button
            type="submit"
            disabled={removal.isPending}
            className="inline-flex items-center justify-center rounded-md bg-red-600 px-4 py-2.5 text-sm font-semibold text-white hover:bg-red-700 disabled:opacity-60"
          >
            {removal.isPending ? "Deleting..." : "Delete Account"}
          </button>
        </div>
      </form>
    </Modal>
  );
}
