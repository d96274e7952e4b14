/** Shown while a route module loads. */
export function PageLoader() {
  return (
    <div className="page-loader" role="status">
      <span className="spinner-border text-info" aria-hidden="true" />
      <span className="visually-hidden">Loading…</span>
    </div>
  );
}
