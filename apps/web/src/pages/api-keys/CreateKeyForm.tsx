import { useState, type FormEvent, type Ref } from "react";
import { useCreateApiKey, type CreatedApiKey } from "../../api/apiKeys";
import { buttonPrimary, inputBase, inputBorder } from "../../components/styles";
import { TextField } from "../../components/TextField";
import { toast } from "../../toast/toastStore";
import { waiting } from "../../components/waiting";
import { useFocusFirstInvalid } from "../../components/useFocusFirstInvalid";
import { EXPIRY_OPTIONS } from "./expiryOptions";

/** Id of the form's Name field, where focus goes when no key is left to focus. */
export const KEY_NAME_ID = "key-name";

/** Name + expiry form; hands the created key (shown once) to `onCreated`. `submitRef` is its Create key button. */
export function CreateKeyForm({
  onCreated,
  submitRef,
}: {
  onCreated: (key: CreatedApiKey) => void;
  submitRef?: Ref<HTMLButtonElement>;
}) {
  const [name, setName] = useState("");
  const [expiry, setExpiry] = useState("");
  const [error, setError] = useState<string>();
  const create = useCreateApiKey();
  const focusFirstInvalid = useFocusFirstInvalid();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (create.isPending) return;
    if (!name.trim()) {
      setError("Name is required");
      return focusFirstInvalid.request();
    }
    setError(undefined);
    create.mutate(
      { name: name.trim(), ...(expiry ? { expires_in_days: Number(expiry) } : {}) },
      {
        onSuccess: (key) => {
          setName("");
          toast.success("API key created");
          onCreated(key);
        },
        onError: (failure) => toast.error(failure.message || "Could not create the API key"),
      },
    );
  };

  return (
    <form
      ref={focusFirstInvalid.formRef}
      onSubmit={submit}
      className="grid gap-4 rounded-xl border border-gray-200 bg-white p-4 sm:grid-cols-[1fr_12rem_auto] sm:items-end"
    >
      <TextField
        id={KEY_NAME_ID}
        label="Name"
        placeholder="e.g. Nightly import"
        maxLength={100}
        value={name}
        onChange={(e) => {
          setName(e.target.value);
          setError(undefined);
        }}
        error={error}
      />
      <div>
        <label htmlFor="key-expiry" className="block text-sm font-medium text-gray-700">
          Expires
        </label>
        <select
          id="key-expiry"
          value={expiry}
          onChange={(e) => setExpiry(e.target.value)}
          className={`mt-1 ${inputBase} ${inputBorder(false)}`}
        >
          {EXPIRY_OPTIONS.map((o) => (
            <option key={o.label} value={o.days ?? ""}>
              {o.label}
            </option>
          ))}
        </select>
      </div>
      {/* aria-disabled, not disabled, while it waits: the button keeps the focus (components/waiting.ts) */}
      <button
        type="submit"
        ref={submitRef}
        className={`${buttonPrimary} ${waiting}`}
        aria-disabled={create.isPending || undefined}
      >
        {create.isPending ? "Creating..." : "Create key"}
      </button>
    </form>
  );
}
