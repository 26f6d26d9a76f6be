import type { Config } from '../../config';
import { createOpenAiImageProvider } from './openai';
import { createProceduralGenerator } from './procedural';
import type { ImageProvider } from './types';

export type { DesignForm, DesignRender, DesignRequest, ImageProvider } from './types';
export { createProceduralGenerator } from './procedural';
export { createOpenAiImageProvider, type OpenAiImageProviderOptions } from './openai';
export { renderPng } from './png';
export { renderRasters, type RasterTwin } from './rasters';

/** OpenAI when OPENAI_API_KEY is set (config.openai), else the embedded generator. */
export function createImageProvider(config: Pick<Config, 'openai'> & Partial<Pick<Config, 'pricing'>>): ImageProvider {
  return config.openai ? createOpenAiImageProvider({ apiKey: config.openai.apiKey, baseUrl: config.openai.baseUrl }) : createProceduralGenerator(config.pricing);
}
