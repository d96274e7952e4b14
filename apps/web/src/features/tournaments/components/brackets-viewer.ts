/**
 * brackets-viewer, loaded only when a bracket is drawn. Its package entry points at a missing file, so its
 * browser build and stylesheet are imported directly; the build defines `window.bracketsViewer`.
 */
import type { BracketsViewer } from 'brackets-viewer';

let loading: Promise<BracketsViewer> | null = null;

export function loadBracketsViewer(): Promise<BracketsViewer> {
  loading ??= Promise.all([
    import('brackets-viewer/dist/brackets-viewer.min.js'),
    import('brackets-viewer/dist/brackets-viewer.min.css'),
  ]).then(
    () => window.bracketsViewer,
    (error: unknown) => {
      // A failed download may work on the next try.
      loading = null;
      throw error;
    },
  );
  return loading;
}
