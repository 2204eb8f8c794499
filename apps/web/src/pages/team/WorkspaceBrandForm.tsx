import { useState, type ChangeEvent, type FormEvent } from "react";
import { useRemoveLogo, useRenameWorkspace, useUploadLogo, type Workspace } from "../../api/team";
import { buttonPrimary, buttonSecondary } from "../../components/styles";
import { TextField } from "../../components/TextField";
import { useFocusFirstInvalid } from "../../components/useFocusFirstInvalid";
import { toast } from "../../toast/toastStore";
import { LOGO_TYPES, logoRefusal } from "./logoRefusal";

/** The server's refusals of the file itself (docs/api.md), said with the file's name like the checks made here. */
const LOGO_REFUSALS = ["unsupported_logo", "logo_too_large"];

/**
 * A Business workspace's own name and logo, shown to its members instead of the instance's
 * brand and written into its xlsx exports (owner and admins; docs/product.md, Team workspaces).
 */
export function WorkspaceBrandForm({ workspace }: { workspace: Workspace }) {
  const [name, setName] = useState(workspace.name);
  const [nameError, setNameError] = useState<string>();
  const [logoError, setLogoError] = useState<string>();
  const rename = useRenameWorkspace();
  const focusFirstInvalid = useFocusFirstInvalid();
  const upload = useUploadLogo();
  const removeLogo = useRemoveLogo();
  const hasLogo = Boolean(workspace.brand?.logo_url);

  const saveName = (event: FormEvent) => {
    event.preventDefault();
    const wanted = name.trim();
    if (!wanted) {
      setNameError("Please enter a name");
      return focusFirstInvalid.request();
    }
    setNameError(undefined);
    rename.mutate(wanted, {
      onSuccess: () => toast.success("Workspace name saved"),
      onError: (failure) => {
        setNameError(failure.message || "Could not save the name");
        focusFirstInvalid.request();
      },
    });
  };

  const chooseLogo = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = "";
    if (!file) return;
    const refusal = logoRefusal(file);
    if (refusal) return setLogoError(`${file.name}: ${refusal}`);
    setLogoError(undefined);
    upload.mutate(file, {
      onSuccess: () => toast.success("Logo saved"),
      // the server reads the bytes: a "logo.png" that is not an image is refused there, in the same words
      onError: (failure) =>
        setLogoError(
          // the code is read off the error rather than through ApiError: importing that class here adds to
          // the lazy imports' preload lists in Home's first load (apps/web/README.md, budget)
          LOGO_REFUSALS.includes((failure as { code?: string }).code ?? "")
            ? `${file.name}: ${failure.message}`
            : failure.message || "Could not save the logo",
        ),
    });
  };

  return (
    <section aria-labelledby="brand-heading">
      <h2 id="brand-heading" className="mb-2 text-lg font-semibold text-gray-900">
        Name and logo
      </h2>
      <div className="space-y-4 rounded-xl border border-gray-200 bg-white p-4">
        <p className="text-sm text-gray-600">
          Members see this name and logo in the top bar (from their next page load), and the workspace's Excel files
          name it as their author.
        </p>
        <form
          ref={focusFirstInvalid.formRef}
          onSubmit={saveName}
          className="grid gap-4 sm:grid-cols-[1fr_auto] sm:items-end"
        >
          <TextField
            id="workspace-name"
            label="Workspace name"
            maxLength={100}
            value={name}
            onChange={(e) => {
              setName(e.target.value);
              setNameError(undefined);
            }}
            error={nameError}
          />
          <button type="submit" className={buttonPrimary} disabled={rename.isPending}>
            {rename.isPending ? "Saving..." : "Save name"}
          </button>
        </form>
        <div>
          <label htmlFor="workspace-logo" className="block text-sm font-medium text-gray-700">
            Logo (PNG or JPEG, at most 256 KB)
          </label>
          <div className="mt-1 flex flex-wrap items-center gap-3">
            <input
              id="workspace-logo"
              type="file"
              accept={LOGO_TYPES.join(",")}
              onChange={chooseLogo}
              disabled={upload.isPending}
              className="text-sm"
            />
            {hasLogo && (
              <button
                type="button"
                className={buttonSecondary}
                disabled={removeLogo.isPending}
                onClick={() => removeLogo.mutate(undefined, { onSuccess: () => toast.success("Logo removed") })}
              >
                Remove logo
              </button>
            )}
          </div>
          {upload.isPending && <p className="mt-1 text-sm text-gray-600">Uploading...</p>}
          {logoError && (
            <p className="mt-1 text-sm text-red-600" role="alert">
              {logoError}
            </p>
          )}
        </div>
      </div>
    </section>
  );
}
