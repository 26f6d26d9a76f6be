import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { createBuiltInAssistant } from './built-in';
import { createOpenAiAssistant } from './openai';
import type { Assistant } from './types';

export type { Assistant, AssistantCaller, AssistantRequest, ChatTurn } from './types';
export { AssistantError } from './types';
export { BuiltInAssistant, createBuiltInAssistant, amountsIn } from './built-in';
export { OpenAiAssistant, createOpenAiAssistant, systemPrompt, type OpenAiAssistantOptions } from './openai';
export { buildPassages, type Passage, type ShopFacts } from './knowledge';

/** An OpenAI-compatible chat model when OPENAI_API_KEY is set (config.openai), else the built-in assistant. */
export function createAssistant(config: Pick<Config, 'openai' | 'shopName' | 'supportEmail' | 'careersEmail'>, db: Db): Assistant {
  const facts = { shopName: config.shopName, supportEmail: config.supportEmail, careersEmail: config.careersEmail };
  return config.openai
    ? createOpenAiAssistant({ apiKey: config.openai.apiKey, baseUrl: config.openai.baseUrl, facts, db })
    : createBuiltInAssistant(facts, db);
}
