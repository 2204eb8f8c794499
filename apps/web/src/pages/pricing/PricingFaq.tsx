import { PRODUCT_NAME, SUPPORT_EMAIL } from "../../config";

const FAQ = [
  {
    q: "Do I need a card for the free plan?",
    a: "No. Create an account and extract single PDFs within the free plan's limits.",
  },
  {
    q: "How does paying work?",
    a: `Where this server sells plans online, you pay by card on Stripe's checkout page; ${PRODUCT_NAME} never sees your card number. Paying users can change their card, see invoices or cancel from the billing portal.`,
  },
  {
    q: "When does a new plan start?",
    a: "As soon as Stripe confirms the payment, your account moves to the new plan. When a subscription ends, the account goes back to Free.",
  },
  { q: "Can I get a refund?", a: `Refunds are decided by the operator of this server. Write to ${SUPPORT_EMAIL}.` },
  {
    q: "Is any plan unlimited?",
    a: "No. Every plan has the limits listed on its card, and the server tells you which limit you reached and when it resets. Nothing is charged automatically for extra use.",
  },
  { q: "Is there an uptime guarantee?", a: "No. pdftab does not offer a service-level agreement on any plan." },
  {
    q: "Can I run pdftab on my own server?",
    a: "Yes. pdftab is free software under the AGPL-3.0-or-later licence; operators set their own plans and limits.",
  },
];

/** Frequently asked questions under the plan cards; only promises the product keeps. */
export function PricingFaq() {
  return (
    <section aria-labelledby="faq" className="mx-auto max-w-3xl">
      <h2 id="faq" className="text-center text-2xl font-bold text-gray-900">
        Frequently asked questions
      </h2>
      <dl className="mt-6 divide-y divide-gray-200 rounded-xl border border-gray-200 bg-white">
        {FAQ.map(({ q, a }) => (
          <div key={q} className="p-5">
            <dt className="font-medium text-gray-900">{q}</dt>
            <dd className="mt-1 text-sm text-gray-600">{a}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
