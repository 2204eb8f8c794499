import { useMutation, useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { Link, useNavigate, useSearchParams } from "react-router";
import { confirmEmail, previewConfirmation } from "../../api/auth";
import { ApiError } from "../../api/ApiError";
import { useAuth } from "../../auth/AuthContext";
import { AuthCard } from "../../components/AuthCard";
import { ConfirmLinkCard } from "../../components/ConfirmLinkCard";
import { Notice } from "../../components/Notice";
import { PageSpinner } from "../../components/PageSpinner";
import { ResendConfirmation } from "../../components/ResendConfirmation";
import { buttonPrimary, buttonSecondary } from "../../components/styles";
import { TextField } from "../../components/TextField";
import { usePageTitle } from "../../layout/usePageTitle";

const isDeadLink = (error: unknown) => error instanceof ApiError && error.code === "invalid_token";

/** A link that no longer works (or lost its token): the way to a new one, which needs the address. */
function NewLink({ message }: { message: string }) {
  const [email, setEmail] = useState("");
  return (
    <div className="space-y-4">
      <Notice tone="error">{message}</Notice>
      <p className="text-sm text-gray-700">
        If your address is not confirmed yet, enter it to get a new link. Already confirmed? Just sign in.
      </p>
      <TextField
        id="email"
        label="Email"
        type="email"
        autoComplete="email"
        value={email}
        onChange={(e) => setEmail(e.target.value)}
      />
      <ResendConfirmation email={email} />
      <Link to="/login" className={`${buttonSecondary} w-full`}>
        Go to Sign In
      </Link>
    </div>
  );
}

/**
 * The page the sign-up confirmation link opens (`/confirm-email?token=...`, docs/product.md, Email
 * confirmation): it shows the address and confirms it only on "Confirm e-mail", since mail
 * scanners and link previewers open links by themselves (docs/security.md, Confirmation links).
 * Then the address is replaced, so the used token leaves the address bar: the browser that signed
 * up was signed in by the answer and goes to the dashboard, any other to the sign-in page.
 */
export default function ConfirmEmailPage() {
  usePageTitle("Confirm Your E-mail");
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const auth = useAuth();
  const token = search.get("token") ?? "";
  const preview = useQuery({
    queryKey: ["confirmation-preview", token],
    queryFn: () => previewConfirmation(token),
    enabled: token !== "",
  });
  const confirm = useMutation({
    mutationFn: () => confirmEmail(token),
    onSuccess: (answer) => {
      if (answer.signed_in && answer.user) {
        auth.adoptSession(answer.user);
        void navigate("/dashboard", { replace: true });
      } else {
        void navigate("/login?confirmed=1", { replace: true });
      }
    },
  });

  if (!token) {
    return (
      <AuthCard title="Confirmation link incomplete">
        <NewLink message="This page needs the whole link from the confirmation e-mail." />
      </AuthCard>
    );
  }
  if (preview.isPending) return <PageSpinner label="Checking your link..." />;
  // used, expired or unknown: said at once, or when another tab used it between the check and the button
  const dead = preview.isError ? isDeadLink(preview.error) : confirm.isError && isDeadLink(confirm.error);
  if (dead) {
    const error = preview.error ?? confirm.error;
    return (
      <AuthCard title="This link no longer works">
        <NewLink message={error?.message || "This confirmation link is invalid, expired or already used."} />
      </AuthCard>
    );
  }
  if (preview.isError) {
    return (
      <AuthCard title="Confirm your e-mail">
        <Notice tone="error">{preview.error.message || "Could not check this link."}</Notice>
        <button type="button" className={`${buttonPrimary} mt-6 w-full`} onClick={() => void preview.refetch()}>
          Try Again
        </button>
      </AuthCard>
    );
  }
  return (
    <ConfirmLinkCard
      title="Confirm your e-mail"
      error={confirm.isError ? confirm.error.message || "Could not confirm the address." : undefined}
      pending={confirm.isPending}
      label="Confirm e-mail"
      onConfirm={() => confirm.mutate()}
      notAsked="Did not sign up? Close this page: nothing is confirmed."
    >
      Confirm <span className="font-medium break-all text-gray-900">{preview.data.email}</span> as the e-mail address of
      your new account.
    </ConfirmLinkCard>
  );
}
