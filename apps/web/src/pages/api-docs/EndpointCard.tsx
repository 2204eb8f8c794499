import { codeExamples, type DocumentedOperation } from "@pdftab/api-docs";
import { Markdown } from "./Markdown";
import { CodeTabs } from "./CodeTabs";
import { ParameterTable } from "./ParameterTable";
import { ResponseList } from "./ResponseList";

const METHOD_STYLE: Record<string, string> = {
  get: "bg-blue-50 text-blue-700",
  post: "bg-brand-50 text-brand-700",
  put: "bg-amber-50 text-amber-700",
  delete: "bg-red-50 text-red-700",
};

/** One endpoint: what it does, parameters, responses and generated examples. */
export function EndpointCard({ entry, baseUrl }: { entry: DocumentedOperation; baseUrl: string }) {
  const { method, path, operation } = entry;
  const secured = Boolean(operation.security?.length);
  return (
    <article id={`${method}-${path}`} className="min-w-0 space-y-4 rounded-xl border border-gray-200 bg-white p-4">
      <header className="flex flex-wrap items-center gap-3">
        <span
          className={`rounded px-2 py-0.5 text-xs font-bold uppercase ${METHOD_STYLE[method] ?? "bg-gray-100 text-gray-700"}`}
        >
          {method}
        </span>
        <code className="text-sm break-all text-gray-900">{path}</code>
        <span className="text-xs text-gray-500">
          {secured ? "Bearer API key or session token" : "No authentication"}
        </span>
      </header>
      {operation.summary && <p className="font-medium text-gray-900">{operation.summary}</p>}
      {operation.description && <Markdown text={operation.description} className="text-sm text-gray-600" />}
      {/* grid-cols-1 and min-w-0: a wide table or example scrolls inside its box instead of widening the page */}
      <div className="grid grid-cols-1 gap-4 lg:grid-cols-2">
        <div className="min-w-0 space-y-4">
          <section>
            <h4 className="mb-1 text-sm font-semibold text-gray-900">Parameters</h4>
            <ParameterTable operation={operation} />
          </section>
          <section>
            <h4 className="mb-1 text-sm font-semibold text-gray-900">Responses</h4>
            <ResponseList operation={operation} />
          </section>
        </div>
        <div className="min-w-0">
          <CodeTabs examples={codeExamples({ baseUrl, method, path, operation })} />
        </div>
      </div>
    </article>
  );
}
