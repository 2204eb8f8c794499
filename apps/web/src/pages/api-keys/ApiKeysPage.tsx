import { useRef, useState } from "react";
import { Link } from "react-router";
import type { CreatedApiKey } from "../../api/apiKeys";
import { PageContainer } from "../../components/PageContainer";
import { PageHeader } from "../../components/PageHeader";
import { usePageTitle } from "../../layout/usePageTitle";
import { ApiKeyList } from "./ApiKeyList";
import { CreateKeyForm } from "./CreateKeyForm";
import { NewKeyPanel } from "./NewKeyPanel";

/** Create, list and revoke the keys of the public API (signed-in route). */
export default function ApiKeysPage() {
  usePageTitle("API Keys");
  const [created, setCreated] = useState<CreatedApiKey | null>(null);
  const createButton = useRef<HTMLButtonElement>(null);
  // The panel goes away under the pressed button: focus returns to the button that made the key.
  const done = () => {
    createButton.current?.focus();
    setCreated(null);
  };
  return (
    <PageContainer>
      <PageHeader
        title="API Keys"
        subtitle={
          <>
            Use a key as <code>Authorization: Bearer pdt_…</code> from your own programs. See the{" "}
            <Link to="/api-docs" className="font-medium text-brand-700 hover:underline">
              API docs
            </Link>
            .
          </>
        }
      />
      <CreateKeyForm onCreated={setCreated} submitRef={createButton} />
      {created && <NewKeyPanel created={created} onDone={done} />}
      <ApiKeyList />
    </PageContainer>
  );
}
