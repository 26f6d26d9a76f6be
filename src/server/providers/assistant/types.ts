/**
 * The chat assistant's port: one reply to one message, given the conversation so far and who asks.
 * Two adapters: the built-in one (offline, the shop's own knowledge and the caller's own orders) and
 * an OpenAI-compatible chat model given the same passages and orders (chosen by createAssistant).
 */

export interface ChatTurn {
  role: 'user' | 'assistant';
  content: string;
}

/**
 * The signed-in member asking, or null for a guest. `emailProven` (a mailed link to the address was
 * redeemed) lets orders a guest paid with the member's address count as theirs, as My Orders does.
 */
export interface AssistantCaller {
  id: string;
  email: string;
  emailProven?: boolean;
}

export interface AssistantRequest {
  message: string;
  /** The last messages of the conversation, oldest first (at most 10). */
  context: ChatTurn[];
  caller: AssistantCaller | null;
}

export interface Assistant {
  readonly kind: 'built-in' | 'openai';
  reply(request: AssistantRequest): Promise<string>;
}

/** A reply that could not be produced (the model failed or timed out); the route answers a readable 502. */
export class AssistantError extends Error {
  override readonly name = 'AssistantError';
  constructor(message: string, readonly details: { status?: number; timedOut?: boolean } = {}) {
    super(message);
  }
}
