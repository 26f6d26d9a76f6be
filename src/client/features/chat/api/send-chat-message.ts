import type { ChatBody } from '@shared/contracts/chat';
import * as routes from '@shared/contracts/routes';
import { callApi } from '../../../lib/api';

/**
 * POST /api/chat: the assistant's reply to a message, with the conversation's last messages as
 * context. The conversation lives in its own store (../chat-store.ts), so this has no hook.
 */
export function sendChatMessage(body: ChatBody) {
  return callApi(routes.sendChatMessage, { body });
}
