import { Link } from "react-router";
import { CodeBlock } from "../../components/CodeBlock";
import { PageContainer } from "../../components/PageContainer";
import { buttonPrimary, buttonSecondary } from "../../components/styles";
import { usePageTitle } from "../../layout/usePageTitle";
import { EndpointList } from "./EndpointList";
import { RateLimits } from "./RateLimits";

const origin = typeof window === "undefined" ? "http://localhost:3000" : window.location.origin;

const LOGIN_EXAMPLE = `curl -X POST ${origin}/api/v1/auth/login \\
  -H "Content-Type: application/json" \\
  -d '{"email":"you@example.com","password":"YourPassword1"}'`;

const VERIFY_EXAMPLE = `curl ${origin}/api/v1/auth/verify \\
  -H "Authorization: Bearer YOUR_TOKEN"`;

const JS_EXAMPLE = `const res = await fetch("${origin}/api/v1/auth/verify", {
  headers: { Authorization: "Bearer " + token },
});
const { user } = await res.json();`;

/** Public API documentation. */
export default function ApiDocsPage() {
  usePageTitle("API Docs");
  return (
    <PageContainer narrow>
      <Link to="/" className="text-sm text-gray-500 hover:text-gray-700">← Back to home</Link>
      <header>
        <h1 className="text-3xl font-bold text-gray-900">API documentation</h1>
        <p className="mt-2 text-gray-600">Call pdftab from your own code. Errors always come back as <code>{"{ detail, code }"}</code> with an HTTP status.</p>
      </header>
      <section className="space-y-3">
        <h2 className="text-xl font-semibold text-gray-900">Quick Start</h2>
        <p className="text-gray-600"><Link to="/signup" className="font-medium text-brand-700 hover:underline">Create an account</Link> to get access, then sign in to receive a token:</p>
        <CodeBlock code={LOGIN_EXAMPLE} />
      </section>
      <section className="space-y-3">
        <h2 className="text-xl font-semibold text-gray-900">Authentication</h2>
        <p className="text-gray-600">Send the token in the <code>Authorization: Bearer</code> header on every call except login and register.</p>
        <CodeBlock code={VERIFY_EXAMPLE} />
        <CodeBlock code={JS_EXAMPLE} label="javascript" />
      </section>
      <section className="space-y-3">
        <h2 className="text-xl font-semibold text-gray-900">Endpoints</h2>
        <EndpointList />
      </section>
      <section className="space-y-3">
        <h2 className="text-xl font-semibold text-gray-900">Rate Limits and Usage</h2>
        <RateLimits />
      </section>
      <section className="flex flex-col gap-3 sm:flex-row">
        <Link to="/signup" className={buttonPrimary}>Create Free Account</Link>
        <Link to="/pricing" className={buttonSecondary}>See Pricing</Link>
      </section>
    </PageContainer>
  );
}
