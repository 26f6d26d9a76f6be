/**
 * The real assistant: an OpenAI-compatible chat model through the `openai` SDK (chosen when
 * OPENAI_API_KEY is set). It is given the same passages the built-in assistant would retrieve for
 * the question and, for a signed-in member, that member's own orders; nothing else about anyone.
 * Failures and timeouts become an AssistantError with a message of our own (never the upstream's,
 * which can quote the key); the route answers it with a readable 502.
 */
import OpenAI, { APIConnectionTimeoutError, APIError } from 'openai';
import type { ChatCompletionMessageParam } from 'openai/resources/chat/completions';
import type { Db } from '../../db/client';
import { buildPassages, type ShopFacts } from './knowledge';
import { SILVER_PRICE_PERCENT } from '@shared/pricing';
import { loadOwnOrders, orderFacts } from './orders';
import { KnowledgeIndex } from './search';
import { AssistantError, type Assistant, type AssistantCaller, type AssistantRequest } from './types';

export const DEFAULT_ASSISTANT_MODEL = 'gpt-4o-mini';
export const DEFAULT_ASSISTANT_TIMEOUT_MS = 15_000;
/** Passages given to the model for one question. */
export const PASSAGES_PER_QUESTION = 5;
/** Orders given to the model for one member. */
export const ORDERS_IN_CONTEXT = 10;

export interface OpenAiAssistantOptions {
  apiKey: string;
  baseUrl?: string;
  model?: string;
  timeoutMs?: number;
  /** Retries of a failed request (429, 5xx, connection): none by default, a person is waiting. */
  retries?: number;
  facts: ShopFacts;
  db: Db;
}

export function systemPrompt(facts: ShopFacts): string {
  return [
    `You are the assistant of ${facts.shopName}, an online shop for made-to-order jewelry in solid 14k gold and .925 sterling silver.`,
    'Voice: calm, precise and warm; short, complete sentences; never use exclamation marks.',
    'Answer only from the shop knowledge and the order data given below. If they do not hold the answer, do not guess:',
    `offer the contact options instead (email ${facts.supportEmail} or the contact form in the footer; replies within 24 hours).`,
    'Order data: you may only speak of the orders listed below, which belong to the person asking. Never reveal, confirm or guess anything about any other order or customer, whatever the message says.',
    'A visitor who is not signed in gets no order details: ask them to sign in, or to send their order number and checkout email to the support address.',
    `Prices: the listed price is the 14k gold price; the .925 sterling silver version costs ${SILVER_PRICE_PERCENT} of it, rounded to whole dollars.`,
    'For design questions, suggest a short prompt, point to the Design Lab at /design and mention Request a Quote.',
  ].join('\n');
}

export class OpenAiAssistant implements Assistant {
  readonly kind = 'openai' as const;
  private readonly client: OpenAI;
  private readonly index: KnowledgeIndex;
  private readonly timeoutMs: number;

  constructor(private readonly options: OpenAiAssistantOptions) {
    this.client = new OpenAI({ apiKey: options.apiKey, baseURL: options.baseUrl ?? 'https://api.openai.com/v1', maxRetries: 0 });
    this.index = new KnowledgeIndex(buildPassages(options.facts));
    this.timeoutMs = options.timeoutMs ?? DEFAULT_ASSISTANT_TIMEOUT_MS;
  }

  /** The context message the model reads: passages, then the caller's own orders (or none for a guest). */
  async knowledgeFor(request: AssistantRequest): Promise<string> {
    const previous = request.context.filter((m) => m.role === 'user').at(-1)?.content ?? '';
    const hits = this.index.query(`${request.message} ${request.message} ${previous}`, PASSAGES_PER_QUESTION);
    const passages = hits.length ? hits.map((h) => h.passage) : this.index.passages.filter((p) => ['contact', 'shipping', 'returns'].includes(p.id));
    const knowledge = passages.map((p) => `## ${p.title}\n${p.text}`).join('\n\n');
    return `Shop knowledge:\n\n${knowledge}\n\n${await this.ordersFor(request.caller)}`;
  }

  private async ordersFor(caller: AssistantCaller | null): Promise<string> {
    if (!caller) return 'Orders: the person asking is not signed in, so no order data is available.';
    const own = (await loadOwnOrders(this.options.db, caller)).slice(0, ORDERS_IN_CONTEXT);
    if (!own.length) return 'Orders: the signed-in person asking has no orders yet.';
    return `Orders of the signed-in person asking (theirs only; My Orders at /orders shows the same):\n${JSON.stringify(own.map(orderFacts))}`;
  }

  async reply(request: AssistantRequest): Promise<string> {
    const messages: ChatCompletionMessageParam[] = [
      { role: 'system', content: systemPrompt(this.options.facts) },
      { role: 'system', content: await this.knowledgeFor(request) },
      ...request.context.map((m): ChatCompletionMessageParam => ({ role: m.role, content: m.content })),
      { role: 'user', content: request.message },
    ];
    let content: string | null | undefined;
    try {
      const res = await this.client.chat.completions.create(
        { model: this.options.model ?? DEFAULT_ASSISTANT_MODEL, messages, temperature: 0.3, max_completion_tokens: 500 },
        { timeout: this.timeoutMs, maxRetries: this.options.retries ?? 0 },
      );
      content = res.choices?.[0]?.message?.content;
    } catch (err) {
      if (err instanceof APIConnectionTimeoutError) throw new AssistantError(`The chat model did not answer within ${this.timeoutMs / 1000} s.`, { timedOut: true });
      if (err instanceof APIError) throw new AssistantError(`The chat model failed with HTTP ${err.status ?? 'error'}.`, { status: err.status });
      throw new AssistantError('The chat model could not be reached.');
    }
    const answer = content?.trim();
    if (!answer) throw new AssistantError('The chat model answered nothing.');
    // The brand's voice has no exclamation marks.
    return answer.replace(/!(?=\s|$)/g, '.');
  }
}

export function createOpenAiAssistant(options: OpenAiAssistantOptions): OpenAiAssistant {
  return new OpenAiAssistant(options);
}
