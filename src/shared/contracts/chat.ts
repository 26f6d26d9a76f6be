import { z } from 'zod';
import { endpoint } from './endpoint';
import * as routes from './routes';
import { text } from './common';
import { CHAT_CONTEXT_CONTENT_MAX, CHAT_CONTEXT_MAX, CHAT_MESSAGE_MAX } from '../limits';
import { chatMessages } from '../messages';
import { ChatRole } from './enums';

// The chat assistant (spec 02, sections 3 and 7; limits from issue 9).

export const ChatMessage = z.object({
  id: z.string().max(100),
  role: ChatRole,
  content: z.string().max(CHAT_CONTEXT_CONTENT_MAX),
  timestamp: z.union([z.string().max(100), z.number()]),
});
export type ChatMessage = z.infer<typeof ChatMessage>;

export const ChatBody = z.strictObject({
  message: text(chatMessages.messageRequired, CHAT_MESSAGE_MAX, { tooLong: chatMessages.messageTooLong }),
  context: z.array(ChatMessage).max(CHAT_CONTEXT_MAX).default([]),
});
export type ChatBody = z.input<typeof ChatBody>;

export const ChatResponse = z.object({ response: z.string() });

export const sendChatMessage = endpoint({
  ...routes.sendChatMessage, access: 'public',
  summary: "Ask the shop's assistant; context is the last 10 messages (a member's own orders are known to it)",
  body: ChatBody, response: ChatResponse,
});

export const chatEndpoints = [sendChatMessage] as const;
