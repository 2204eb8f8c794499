import { useQuery } from "@tanstack/react-query";
import { LayoutTemplate } from "lucide-react";
import { Link } from "react-router";
import { listTemplates } from "../api/templates";
import { useAuth } from "../auth/AuthContext";
import { selectTemplate, useSelectedTemplateId } from "./selectedTemplate";

/** Query key of the template list. */
export const TEMPLATES_KEY = ["templates"] as const;

/**
 * "Template: [Automatic detection | My template]" above an upload: the chosen template's areas,
 * guides and settings are applied to the PDFs uploaded next. Hidden until the user has a template.
 */
export function TemplatePicker({ id = "template-picker" }: { id?: string }) {
  const chosen = useSelectedTemplateId();
  const { data } = useTemplateList();
  if (!data || data.length === 0) return null;
  const known = data.some((t) => t.id === chosen);
  return (
    <div className="flex flex-wrap items-center gap-2 text-sm">
      <LayoutTemplate className="h-4 w-4 text-brand-600" aria-hidden />
      <label htmlFor={id} className="font-medium text-gray-700">
        Template
      </label>
      <select
        id={id}
        value={known ? chosen! : ""}
        onChange={(e) => selectTemplate(e.target.value || null)}
        className="max-w-full min-w-0 rounded-md border border-gray-300 bg-white py-1.5 pr-8 pl-2 text-sm text-gray-900 focus:border-brand-500 focus:ring-2 focus:ring-brand-500 focus:outline-none"
      >
        <option value="">Automatic detection</option>
        {data.map((t) => (
          <option key={t.id} value={t.id}>
            {t.name}
          </option>
        ))}
      </select>
      <Link to="/templates" className="text-brand-700 hover:underline">
        Manage
      </Link>
    </div>
  );
}

/** The chosen template id when it still exists in the list the picker showed. */
export function useTemplateIdForUpload(): string | undefined {
  const chosen = useSelectedTemplateId();
  const { data } = useTemplateList();
  return chosen && data?.some((t) => t.id === chosen) ? chosen : undefined;
}

/** The signed-in user's templates (nothing is asked while signed out); `fresh` asks again on every mount. */
export function useTemplateList(fresh = false) {
  const { isAuthenticated } = useAuth();
  return useQuery({
    queryKey: TEMPLATES_KEY,
    queryFn: listTemplates,
    staleTime: fresh ? 0 : 30_000,
    retry: false,
    enabled: isAuthenticated,
  });
}
