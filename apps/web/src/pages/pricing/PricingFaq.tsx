const FAQ = [
  { q: "Do I need a card for the free plan?", a: "No. Create an account and extract single PDFs within the free plan's limits." },
  { q: "What happens when I reach a limit?", a: "pdftab tells you which limit you reached and when it resets. Nothing is charged automatically." },
  { q: "Can I run pdftab on my own server?", a: "Yes. pdftab is free software under the AGPL-3.0-or-later licence; operators set their own plans and limits." },
  { q: "Who do I ask about the Business plan?", a: "Use the Contact Sales button and we will reply by email." },
];

/** Frequently asked questions under the plan cards. */
export function PricingFaq() {
  return (
    <section aria-labelledby="faq" className="mx-auto max-w-3xl">
      <h2 id="faq" className="text-center text-2xl font-bold text-gray-900">Frequently asked questions</h2>
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
