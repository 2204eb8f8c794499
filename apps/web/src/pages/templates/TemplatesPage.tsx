import { LayoutTemplate } from "lucide-react";
import { Link } from "react-router";
import { Notice } from "../../components/Notice";
import { PageContainer } from "../../components/PageContainer";
import { PageHeader } from "../../components/PageHeader";
import { PageSpinner } from "../../components/PageSpinner";
import { useFocusWhenShown } from "../../components/useFocusWhenShown";
import { useNeighbourFocus } from "../../components/useNeighbourFocus";
import { usePageTitle } from "../../layout/usePageTitle";
import { useTemplateList } from "../../templates/TemplatePicker";
import { waiting } from "../../components/waiting";
import { TemplateRow } from "./TemplateRow";

/** The user's templates: list, rename, delete (signed-in route). */
export default function TemplatesPage() {
  usePageTitle("Templates");
  const { data, error, isLoading, isFetching, refetch } = useTemplateList(true);
  // A deleted template's row goes away with the focus in it: focus moves to a neighbour's Delete,
  // or to the heading of the empty list when none is left (it appears once the list is read again).
  const { buttonRef, focusNeighbour } = useNeighbourFocus();
  const emptyHeading = useFocusWhenShown<HTMLHeadingElement>();
  const focusAfterDelete = (id: string) => {
    const ids = (data ?? []).map((t) => t.id);
    if (!focusNeighbour(ids, id)) emptyHeading.expect();
  };
  return (
    <PageContainer narrow>
      <PageHeader
        title="Templates"
        subtitle="Areas, column guides and settings saved from the workspace, applied to similar PDFs when you upload them."
      />
      {isLoading && <PageSpinner />}
      {/* the list is not asked again by itself (no retry): Try again is the way on */}
      {error && (
        <Notice tone="error">
          Templates could not be loaded: {error.message}{" "}
          <button
            type="button"
            className={`font-semibold underline ${waiting}`}
            aria-disabled={isFetching || undefined}
            onClick={isFetching ? undefined : () => void refetch()}
          >
            Try again
          </button>
        </Notice>
      )}
      {data && data.length === 0 && (
        <div className="rounded-xl border border-dashed border-gray-300 bg-white p-8 text-center">
          <LayoutTemplate className="mx-auto h-8 w-8 text-gray-400" aria-hidden />
          <h2 ref={emptyHeading.ref} tabIndex={-1} className="mt-2 font-semibold text-gray-900 focus:outline-none">
            No templates yet
          </h2>
          <p className="mt-1 text-sm text-gray-600">
            Open an extraction in the workspace, draw the table areas and column guides, then press{" "}
            <strong>Save as template</strong>. Your{" "}
            <Link to="/history" className="font-medium text-brand-700 hover:underline">
              history
            </Link>{" "}
            lists your extractions.
          </p>
        </div>
      )}
      {data && data.length > 0 && (
        <ul
          className="divide-y divide-gray-100 overflow-hidden rounded-xl border border-gray-200 bg-white"
          aria-label="Templates"
        >
          {data.map((template) => (
            <TemplateRow
              key={template.id}
              template={template}
              deleteRef={buttonRef(template.id)}
              onDeleted={() => focusAfterDelete(template.id)}
            />
          ))}
        </ul>
      )}
    </PageContainer>
  );
}
