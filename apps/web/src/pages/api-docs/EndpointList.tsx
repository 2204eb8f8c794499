import { ENDPOINTS } from "./endpoints";

/** Table of endpoints with method, path and availability. */
export function EndpointList() {
  return (
    <ul className="divide-y divide-gray-200 rounded-xl border border-gray-200 bg-white">
      {ENDPOINTS.map((e) => (
        <li key={`${e.method} ${e.path}`} className="flex flex-col gap-1 p-4 sm:flex-row sm:items-center sm:gap-4">
          <span className={`w-14 shrink-0 rounded px-2 py-0.5 text-center text-xs font-bold ${e.method === "GET" ? "bg-blue-50 text-blue-700" : "bg-brand-50 text-brand-700"}`}>{e.method}</span>
          <code className="text-sm break-all text-gray-900">{e.path}</code>
          <span className="flex-1 text-sm text-gray-600">{e.description}</span>
          {!e.available && <span className="w-fit rounded-full bg-gray-100 px-2 py-0.5 text-xs text-gray-600">Coming soon</span>}
        </li>
      ))}
    </ul>
  );
}
