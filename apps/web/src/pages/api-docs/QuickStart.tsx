import { Link } from "react-router";
import { useAuth } from "../../auth/AuthContext";
import { codeExamples, type OpenApiDocument } from "@pdftab/api-docs";
import { CodeTabs } from "./CodeTabs";

/** Get a key, then extract a PDF: the /extract examples straight from the document. */
export function QuickStart({ doc, baseUrl }: { doc: OpenApiDocument; baseUrl: string }) {
  const { isAuthenticated } = useAuth();
  const extract = doc.paths["/api/v1/extract"]?.post;
  return (
    <div className="space-y-3">
      <p className="text-gray-600">
        1.{" "}
        {isAuthenticated ? (
          <Link to="/api-keys" className="font-medium text-brand-700 hover:underline">
            Create an API key
          </Link>
        ) : (
          <>
            <Link to="/signup" className="font-medium text-brand-700 hover:underline">
              Create a free account
            </Link>{" "}
            to get an API key
          </>
        )}
        . 2. Send a PDF to <code>POST /api/v1/extract</code>; the answer is the Excel file.
      </p>
      {extract && (
        <CodeTabs examples={codeExamples({ baseUrl, method: "post", path: "/api/v1/extract", operation: extract })} />
      )}
    </div>
  );
}
