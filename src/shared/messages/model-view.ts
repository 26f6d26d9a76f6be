// The 3D view of a piece's castable model (issue 25, point 4), loaded with the view; its button's
// label (catalogue.ts's viewIn3dLabel) travels with the pages.
export const modelViewMessages = {
  title: '3D view',
  loading: 'Loading the 3D model…',
  hint: 'Drag to turn · scroll or pinch to zoom',
  /** The canvas's accessible name. */
  canvasLabel: (name: string, metal: string) => `${name} in ${metal}, shown in 3D. Drag or use the arrow keys to turn it; scroll, pinch or press + or - to zoom.`,
  metal: 'Metal',
  /** The product page's own labels (shared/materials.ts), so the two switches read alike. */
  gold: '14k Solid Gold',
  silver: '.925 Silver',
  goldName: '14k gold',
  silverName: 'sterling silver',
  resetView: 'Reset view',
  noWebgl: 'This browser cannot show the 3D view: WebGL is turned off or not available on this device. The pictures show the piece in both metals.',
  loadFailed: 'The 3D model could not be loaded just now. Please try again in a moment.',
  tryAgain: 'Try again',
} as const;
