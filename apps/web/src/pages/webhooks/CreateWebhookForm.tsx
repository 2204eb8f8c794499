import { useState, type FormEvent } from "react";
import { useCreateWebhook, WEBHOOK_EVENTS, type CreatedWebhook } from "../../api/webhooks";
import { buttonPrimary } from "../../components/styles";
import { FieldError } from "../../components/FieldError";
import { TextField } from "../../components/TextField";
import { useFocusFirstInvalid } from "../../components/useFocusFirstInvalid";
import { toast } from "../../toast/toastStore";

/**
 * URL + events form; hands the created endpoint (its secret shown once) to `onCreated`. Each
 * error stands under the field it is about and clears once that field is changed.
 */
export function CreateWebhookForm({ onCreated }: { onCreated: (hook: CreatedWebhook) => void }) {
  const [url, setUrl] = useState("");
  const [events, setEvents] = useState<string[]>([...WEBHOOK_EVENTS]);
  const [error, setError] = useState<string>();
  const [eventsError, setEventsError] = useState<string>();
  const create = useCreateWebhook();
  const focusFirstInvalid = useFocusFirstInvalid();

  const toggle = (event: string) => {
    setEventsError(undefined);
    setEvents((current) => (current.includes(event) ? current.filter((e) => e !== event) : [...current, event]));
  };
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const urlError = url.trim() ? undefined : "Enter the URL that should receive the events";
    const noEvents = events.length === 0 ? "Choose at least one event" : undefined;
    setError(urlError);
    setEventsError(noEvents);
    if (urlError || noEvents) return focusFirstInvalid.request();
    create.mutate(
      { url: url.trim(), events },
      {
        onSuccess: (hook) => {
          setUrl("");
          toast.success("Webhook endpoint added");
          onCreated(hook);
        },
        onError: (failure) => {
          setError(failure.message || "Could not add the endpoint");
          focusFirstInvalid.request();
        },
      },
    );
  };

  return (
    // noValidate: the browser's own bubble would stand in for the server's reason ("... is not a URL"), shown under the field
    <form
      ref={focusFirstInvalid.formRef}
      onSubmit={submit}
      noValidate
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
        onChange={(e) => {
          setUrl(e.target.value);
          setError(undefined);
        }}
        error={error}
      />
      <fieldset aria-describedby={eventsError ? "webhook-events-error" : undefined}>
        <legend className="text-sm font-medium text-gray-700">Events</legend>
        <div className="mt-2 flex flex-wrap gap-4">
          {WEBHOOK_EVENTS.map((event) => (
            <label key={event} className="flex items-center gap-2 text-sm text-gray-700">
              <input
                type="checkbox"
                checked={events.includes(event)}
                onChange={() => toggle(event)}
                // marked like a text field in error, so a refused submit focuses the first box with the message
                aria-invalid={eventsError ? true : undefined}
                aria-describedby={eventsError ? "webhook-events-error" : undefined}
                className="h-4 w-4 rounded border-gray-300"
              />
              <code>{event}</code>
            </label>
          ))}
        </div>
        <FieldError id="webhook-events-error" message={eventsError} />
      </fieldset>
      <button type="submit" className={buttonPrimary} disabled={create.isPending}>
        {create.isPending ? "Adding..." : "Add endpoint"}
      </button>
    </form>
  );
}
