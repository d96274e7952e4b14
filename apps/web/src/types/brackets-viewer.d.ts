// brackets-viewer's browser build: loaded for its side effect, it defines `window.bracketsViewer` (whose type
// comes with the package's own declarations).
declare module 'brackets-viewer/dist/brackets-viewer.min.js';
