import { useMutation, useQuery } from "@tanstack/react-query";
import { Link, useNavigate, useSearchParams } from "react-router";
import { confirmEmailChange, previewEmailChange } from "../../api/account";
import { ApiError } from "../../api/ApiError";
import { AuthCard } from "../../components/AuthCard";
import { ConfirmLinkCard } from "../../components/ConfirmLinkCard";
import { Notice } from "../../components/Notice";
import { PageSpinner } from "../../components/PageSpinner";
import { buttonPrimary, buttonSecondary } from "../../components/styles";
import { usePageTitle } from "../../layout/usePageTitle";
import type { EmailChangeOutcome } from "../dashboard/emailChangeOutcome";

/** The refusals of the confirmation that the dashboard's Email card reports; others stay on this page. */
const REFUSAL_OUTCOMES: Partial<Record<string, EmailChangeOutcome>> = {
  invalid_token: "invalid",
  email_taken: "taken",
};

/**
 * The page the e-mail change link opens (`/account/email/confirm?token=...`, docs/product.md,
 * Changing the e-mail address): it shows the address the account will get and changes it only on
 * "Confirm new e-mail", since mail scanners and link previewers open links by themselves
 * (docs/security.md, E-mail change links). No session is needed: the token is the proof. The
 * outcome goes to the dashboard's Email card, the address replaced so the used token leaves it.
 */
export default function ConfirmEmailChangePage() {
  usePageTitle("Confirm Your New E-mail");
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const token = search.get("token") ?? "";
  const preview = useQuery({
    queryKey: ["email-change-preview", token],
    queryFn: () => previewEmailChange(token),
    enabled: token !== "",
  });
  const land = (outcome: EmailChangeOutcome) => navigate(`/dashboard?email_change=${outcome}`, { replace: true });
  const confirm = useMutation({
    mutationFn: () => confirmEmailChange(token),
    onSuccess: () => land("changed"),
    onError: (error) => {
      const outcome = error instanceof ApiError ? REFUSAL_OUTCOMES[error.code] : undefined;
      if (outcome) land(outcome);
    },
  });

  const toDashboard = (
    <Link to="/dashboard" className={`${buttonSecondary} mt-6 w-full`}>
      Go to Dashboard
    </Link>
  );
  if (!token) {
    return (
      <AuthCard title="E-mail change link incomplete">
        <Notice tone="error">
          This page needs the whole link from the e-mail sent to your new address. Ask for a new one on your dashboard
          if it has expired.
        </Notice>
        {toDashboard}
      </AuthCard>
    );
  }
  if (preview.isPending) return <PageSpinner label="Checking your link..." />;
  if (preview.isError) {
    const dead = preview.error instanceof ApiError && preview.error.code === "invalid_token";
    return (
      <AuthCard title={dead ? "This link no longer works" : "Confirm your new e-mail"}>
        <Notice tone="error">{preview.error.message || "Could not check this link."}</Notice>
        {!dead && (
          <button type="button" className={`${buttonPrimary} mt-6 w-full`} onClick={() => void preview.refetch()}>
            Try Again
          </button>
        )}
        {toDashboard}
      </AuthCard>
    );
  }
  const failure = confirm.isError && !(confirm.error instanceof ApiError && REFUSAL_OUTCOMES[confirm.error.code]);
  return (
    <ConfirmLinkCard
      title="Confirm your new e-mail"
      error={failure ? confirm.error.message || "Could not change the address." : undefined}
      pending={confirm.isPending}
      label="Confirm new e-mail"
      onConfirm={() => confirm.mutate()}
      notAsked="Did not ask for this? Close this page: nothing changes."
    >
      Your account&apos;s e-mail address will become{" "}
      <span className="font-medium break-all text-gray-900">{preview.data.new_email}</span>. You sign in with it from
      then on.
    </ConfirmLinkCard>
  );
}
