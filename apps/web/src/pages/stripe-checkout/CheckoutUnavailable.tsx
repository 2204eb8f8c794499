import { Link } from "react-router";
import { buttonSecondary } from "../../components/styles";
import { SUPPORT_EMAIL } from "../../config";

/** What a buyer sees on a server that does not sell plans online, and what its operator can do. */
export function CheckoutUnavailable({ plan }: { plan: string }) {
  return (
    <>
      <h1 className="mt-4 text-2xl font-bold text-gray-900">This server does not sell plans online</h1>
      <p className="mt-2 text-gray-600">
        Payment is not set up on this pdftab server. Write to{" "}
        <a className="font-medium text-brand-700 hover:underline" href={`mailto:${SUPPORT_EMAIL}`}>{SUPPORT_EMAIL}</a> and the operator can
        switch your account to the {plan} plan.
      </p>
      <p className="mt-4 text-sm text-gray-600">
        Operators set a plan with <code className="rounded bg-gray-100 px-1.5 py-0.5 font-mono text-gray-800">npm run admin -- set-plan EMAIL PLAN</code>,
        or turn on online sales with the <code className="font-mono">STRIPE_*</code> settings (docs/configuration.md).
      </p>
      <Link to="/pricing" className={`${buttonSecondary} mt-6`}>Back to Pricing</Link>
    </>
  );
}
