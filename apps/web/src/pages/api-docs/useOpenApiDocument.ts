import { useQuery } from "@tanstack/react-query";
import { apiFetch } from "../../api/client";
import type { OpenApiDocument } from "@pdftab/api-docs";

/** The server's OpenAPI document (GET /openapi.json), the one source the docs page renders. */
export const useOpenApiDocument = () =>
  useQuery({
    queryKey: ["openapi"],
    queryFn: () => apiFetch<OpenApiDocument>("/openapi.json", { auth: false }),
    staleTime: 10 * 60_000,
  });
