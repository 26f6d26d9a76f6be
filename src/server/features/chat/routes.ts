import * as contract from '@shared/contracts/chat';
import type { App } from '../../http/context';
import { route } from '../../http/route';
import { createAssistant, type Assistant } from '../../providers/assistant';
import { sendChatMessage } from './send-chat-message';

/**
 * POST /api/chat. The assistant is the built-in one unless OPENAI_API_KEY is set; tests may pass
 * their own. Limited per IP on arrival, so refused requests count too.
 */
export function chatRoutes(app: App, assistant: Assistant = createAssistant(app.ctx.config, app.ctx.database.db)) {
  route(
    app,
    contract.sendChatMessage,
    async ({ body, optionalCaller, req }) => sendChatMessage(assistant, body, await optionalCaller(), req.log),
    { rateLimit: 'chatPerIp' },
  );
}
