/** Page shown when the app cannot start at all; plain markup so it needs nothing else to work. */
export function AppFailed({ error }: { error?: unknown }) {
  const detail = error instanceof Error ? error.message : undefined;
  return (
    <div
      style={{
        fontFamily: "system-ui, sans-serif",
        maxWidth: 480,
        margin: "15vh auto",
        padding: 16,
        textAlign: "center",
      }}
    >
      <h1 style={{ fontSize: 24, fontWeight: 700, color: "#111827" }}>App Failed to Load</h1>
      <p style={{ color: "#4b5563" }}>pdftab could not start in this browser. Reloading usually helps.</p>
      {detail && <p style={{ color: "#9ca3af", fontSize: 12 }}>{detail}</p>}
      <button
        type="button"
        onClick={() => window.location.reload()}
        style={{
          marginTop: 16,
          background: "#027a48",
          color: "white",
          border: 0,
          borderRadius: 6,
          padding: "10px 20px",
          fontWeight: 600,
          cursor: "pointer",
        }}
      >
        Reload Page
      </button>
    </div>
  );
}
