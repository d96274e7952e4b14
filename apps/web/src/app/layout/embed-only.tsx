/** What the framable copy of the app (/embed, decision 0061) shows at any address but an overlay or the embed. */
export function EmbedOnly() {
  return (
    <main className="container py-4">
      <h1 className="visually-hidden">Arena</h1>
      <p className="mb-0">
        <a href={`${window.location.origin}/`} target="_blank" rel="noopener noreferrer">
          Open Arena (opens in a new tab)
        </a>
      </p>
    </main>
  );
}
