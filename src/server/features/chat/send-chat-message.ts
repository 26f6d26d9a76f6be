import type { FastifyBaseLogger } from 'fastify';
import type { ChatBody, ChatResponse } from '@shared/contracts/chat';
import type { z } from 'zod';
import type { Caller } from '../../http/auth';
import { HttpError } from '../../http/errors';
import { AssistantError, type Assistant, type AssistantCaller } from '../../providers/assistant';

type Body = z.output<typeof ChatBody>;

/** The assistant only ever learns who asks from a live, normal session; a recovery session counts as a guest. */
export function assistantCaller(caller: Caller | null): AssistantCaller | null {
  if (!caller || caller.sessionKind !== 'normal') return null;
  return { id: caller.id, email: caller.email, emailProven: caller.emailProvenAt !== null };
}

/**
 * One chat reply. The context is the client's last messages, kept as sent; only the caller's own
 * orders can enter the reply (the assistant reads orders by the caller, never by the message).
 */
export async function sendChatMessage(
  assistant: Assistant,
  body: Body,
  caller: Caller | null,
  log: FastifyBaseLogger,
): Promise<z.input<typeof ChatResponse>> {
  try {
    const response = await assistant.reply({
      message: body.message,
      context: body.context.map((m) => ({ role: m.role, content: m.content })),
      caller: assistantCaller(caller),
    });
    return { response };
  } catch (err) {
    if (err instanceof AssistantError) {
      log.warn({ err: { message: err.message, ...err.details } }, 'chat assistant failed');
      throw new HttpError(502, 'Our assistant could not answer just now. Please try again in a moment.');
    }
    throw err;
  }
}
