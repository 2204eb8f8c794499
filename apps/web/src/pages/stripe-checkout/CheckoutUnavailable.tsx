import { Link } from "react-router";
import { buttonPrimary, buttonSecondary } from "../../components/styles";
import { PRODUCT_NAME, SUPPORT_EMAIL } from "../../config";

/**
 * What a buyer sees on a server that does not take payments online: a plain message and a way
 * to ask for the plan. How an operator sets plans is in docs/configuration.md, not here.
 */
export function CheckoutUnavailable({ plan }: { plan: string }) {
  const mail = `mailto:${SUPPORT_EMAIL}?subject=${encodeURIComponent(`${PRODUCT_NAME} ${plan} plan`)}`;
  return (
    <>
      <h1 className="mt-4 text-2xl font-bold text-gray-900">Online payment is not available yet</h1>
      <p className="mt-2 text-gray-600">
        You can still get the {plan} plan: write to us and we will switch your account.
      </p>
      <div className="mt-6 flex flex-wrap justify-center gap-3">
        <a href={mail} className={buttonPrimary}>
          Contact Us
        </a>
        <Link to="/pricing" className={buttonSecondary}>
          Back to Pricing
        </Link>
      </div>
    </>
  );
}
