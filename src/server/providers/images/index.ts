export type { DesignForm, DesignRender, DesignRequest, ImageProvider } from './types';
export { createProceduralGenerator } from './procedural';
export { renderPng } from './png';
