// The assistant.
export const sendChatMessage = { method: 'POST', path: '/api/chat' } as const;
