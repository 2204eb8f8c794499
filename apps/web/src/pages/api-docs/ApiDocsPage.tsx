import { PRODUCT_NAME } from "../../config";
import { Link } from "react-router";
import { CodeBlock } from "../../components/CodeBlock";
import { PageContainer } from "../../components/PageContainer";
import { buttonSecondary } from "../../components/styles";
import { usePageTitle } from "../../layout/usePageTitle";
import { StartCallToAction } from "../../components/StartCallToAction";
import { EndpointList } from "./EndpointList";
import { operationsByTag } from "@pdftab/api-docs";
import { TableOfContents } from "./TableOfContents";
import { tagAnchor, tagLabel } from "./tagLabel";
import { QuickStart } from "./QuickStart";
import { RateLimits } from "./RateLimits";
import { useOpenApiDocument } from "./useOpenApiDocument";

const baseUrl = () => (typeof window === "undefined" ? "http://localhost:3000" : window.location.origin);

/** Public API documentation, rendered from the server's OpenAPI document. */
export default function ApiDocsPage() {
  usePageTitle("API Docs");
  const { data: doc, isError } = useOpenApiDocument();
  const origin = baseUrl();
  return (
    <PageContainer>
      <Link to="/" className="text-sm text-gray-500 hover:text-gray-700">
        ← Back to home
      </Link>
      <header>
        <h1 className="text-3xl font-bold text-gray-900">API documentation</h1>
        <p className="mt-2 text-gray-600">
          Call {PRODUCT_NAME} from your own code. Errors always come back as <code>{"{ detail, code }"}</code> with an
          HTTP status. The machine-readable description is at{" "}
          <a href="/api/v1/openapi.json" className="font-medium text-brand-700 hover:underline">
            /api/v1/openapi.json
          </a>{" "}
          (OpenAPI 3.1).
        </p>
      </header>
      <TableOfContents
        entries={[
          ...(doc
            ? [
                { id: "quick-start", label: "Quick Start" },
                { id: "authentication", label: "Authentication" },
                {
                  id: "endpoints",
                  label: "Endpoints",
                  children: operationsByTag(doc).map(([tag]) => ({ id: tagAnchor(tag), label: tagLabel(tag) })),
                },
              ]
            : []),
          { id: "rate-limits", label: "Rate Limits and Usage" },
        ]}
      />
      {isError && <p className="text-sm text-red-600">Could not load the API description from the server.</p>}
      {!doc && !isError && <p className="text-sm text-gray-500">Loading the API description...</p>}
      {doc && (
        <>
          <section id="quick-start" className="scroll-mt-20 space-y-3">
            <h2 className="text-xl font-semibold text-gray-900">Quick Start</h2>
            <QuickStart doc={doc} baseUrl={origin} />
          </section>
          <section id="authentication" className="scroll-mt-20 space-y-3">
            <h2 className="text-xl font-semibold text-gray-900">Authentication</h2>
            <p className="text-gray-600">
              Send an API key (<code>pdt_…</code>, created on the API keys page, shown once) or a session token from{" "}
              <code>POST /api/v1/auth/login</code> in the <code>Authorization</code> header of every call except login
              and register. A missing, expired or revoked credential gets <code>401</code> with a{" "}
              <code>WWW-Authenticate: Bearer</code> challenge.
            </p>
            <CodeBlock code={"Authorization: Bearer YOUR_API_KEY"} label="header" />
          </section>
          <section id="endpoints" className="scroll-mt-20 space-y-3">
            <h2 className="text-xl font-semibold text-gray-900">Endpoints</h2>
            <p className="text-sm text-gray-600">
              One PDF: <code>POST /api/v1/extract</code> answers at once. Several PDFs (Pro and Business):{" "}
              <code>POST /api/v1/batch-extract</code> answers with a <code>batch_id</code>; poll{" "}
              <code>GET /api/v1/status/{"{batch_id}"}</code> about once a second until it is completed, then fetch its{" "}
              <code>download_url</code>.
            </p>
            <EndpointList doc={doc} baseUrl={origin} />
          </section>
        </>
      )}
      <section id="rate-limits" className="scroll-mt-20 space-y-3">
        <h2 className="text-xl font-semibold text-gray-900">Rate Limits and Usage</h2>
        <RateLimits />
      </section>
      <section className="flex flex-col gap-3 sm:flex-row">
        <StartCallToAction signedIn={{ to: "/api-keys", label: "Create an API key" }} />
        <Link to="/pricing" className={buttonSecondary}>
          See Pricing
        </Link>
      </section>
    </PageContainer>
  );
}
