import { useState, type FormEvent } from "react";
import { useCreateWebhook, WEBHOOK_EVENTS, type CreatedWebhook } from "../../api/webhooks";
import { buttonPrimary } from "../../components/styles";
import { TextField } from "../../components/TextField";
import { toast } from "../../toast/toastStore";

/** URL + events form; hands the created endpoint (its secret shown once) to `onCreated`. */
export function CreateWebhookForm({ onCreated }: { onCreated: (hook: CreatedWebhook) => void }) {
  const [url, setUrl] = useState("");
  const [events, setEvents] = useState<string[]>([...WEBHOOK_EVENTS]);
  const [error, setError] = useState<string>();
  const create = useCreateWebhook();

  const toggle = (event: string) =>
    setEvents((current) => (current.includes(event) ? current.filter((e) => e !== event) : [...current, event]));
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!url.trim()) return setError("Enter the URL that should receive the events");
    if (events.length === 0) return setError("Choose at least one event");
    setError(undefined);
    create.mutate(
      { url: url.trim(), events },
      {
        onSuccess: (hook) => {
          setUrl("");
          toast.success("Webhook endpoint added");
          onCreated(hook);
        },
        onError: (failure) => setError(failure.message || "Could not add the endpoint"),
      },
    );
  };

  return (
    <form
      onSubmit={submit}
      aria-label="Add a webhook endpoint"
      className="space-y-4 rounded-xl border border-gray-200 bg-white p-4"
    >
      <TextField
        id="webhook-url"
        label="Endpoint URL"
        type="url"
        placeholder="https://example.com/pdftab-events"
        maxLength={2000}
        value={url}
        onChange={(e) => setUrl(e.target.value)}
        error={error}
      />
      <fieldset>
        <legend className="text-sm font-medium text-gray-700">Events</legend>
        <div className="mt-2 flex flex-wrap gap-4">
          {WEBHOOK_EVENTS.map((event) => (
            <label key={event} className="flex items-center gap-2 text-sm text-gray-700">
              <input
                type="checkbox"
                checked={events.includes(event)}
                onChange={() => toggle(event)}
                className="h-4 w-4 rounded border-gray-300"
              />
              <code>{event}</code>
            </label>
          ))}
        </div>
      </fieldset>
      <button type="submit" className={buttonPrimary} disabled={create.isPending}>
        {create.isPending ? "Adding..." : "Add endpoint"}
      </button>
    </form>
  );
}
