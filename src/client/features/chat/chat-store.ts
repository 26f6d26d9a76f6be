/**
 * The conversation, outside any page: a module-level store mirrored to sessionStorage, so it
 * survives navigation (and a reload in the same tab). Spec 02: messages accumulate; a message is
 * ignored when blank after trimming or while a reply is awaited; the last 10 messages go along as
 * context; a failure appears as the spec's apology from the assistant.
 */
import { useSyncExternalStore } from 'react';
import { CHAT_CONTEXT_MAX, CHAT_MESSAGE_MAX } from '@shared/limits';
import { chatMessages } from '@shared/messages/chat';
import { sendChatMessage } from './api/send-chat-message';

export interface ChatMessage {
  id: string;
  role: 'user' | 'assistant';
  content: string;
  timestamp: string;
}

export interface ChatState {
  open: boolean;
  pending: boolean;
  messages: ChatMessage[];
}

/** Where the conversation is kept in the tab (sessionStorage). */
const CHAT_STORAGE_KEY = 'aurum-chat';

/** Messages kept in the tab; the server only ever sees the last 10. */
const KEPT_MESSAGES = 100;

export const welcomeMessage = (shopName: string): ChatMessage => ({
  id: 'welcome',
  role: 'assistant',
  content: `Welcome to ${shopName}. I can help with shipping, returns, our metals and prices, designing a piece, or your order. How may I help?`,
  timestamp: new Date(0).toISOString(),
});

function load(): ChatMessage[] {
  try {
    const raw = typeof sessionStorage === 'undefined' ? null : sessionStorage.getItem(CHAT_STORAGE_KEY);
    const list: unknown = raw ? JSON.parse(raw) : [];
    if (!Array.isArray(list)) return [];
    return list.filter((m): m is ChatMessage =>
      typeof m === 'object' && m !== null && (m.role === 'user' || m.role === 'assistant') && typeof m.content === 'string' && typeof m.id === 'string');
  } catch {
    return [];
  }
}

function save(messages: ChatMessage[]): void {
  try {
    sessionStorage.setItem(CHAT_STORAGE_KEY, JSON.stringify(messages.slice(-KEPT_MESSAGES)));
  } catch {
    // Storage full or blocked: the conversation still lives in memory for this page's life.
  }
}

let state: ChatState = { open: false, pending: false, messages: load() };
const listeners = new Set<() => void>();

function set(next: Partial<ChatState>): void {
  state = { ...state, ...next };
  if (next.messages) save(state.messages);
  for (const listener of listeners) listener();
}

let counter = 0;
const newId = () => `${Date.now().toString(36)}-${(counter++).toString(36)}`;
const message = (role: ChatMessage['role'], content: string): ChatMessage => ({ id: newId(), role, content, timestamp: new Date().toISOString() });

export const chatStore = {
  getState: () => state,
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  setOpen(open: boolean) {
    if (state.open !== open) set({ open });
  },
  /** Sends a message; false when it was ignored (blank, or a reply is still awaited). */
  async send(text: string): Promise<boolean> {
    const content = text.trim();
    if (!content || state.pending) return false;
    const context = state.messages.slice(-CHAT_CONTEXT_MAX).map(({ id, role, content: c, timestamp }) => ({ id, role, content: c, timestamp }));
    set({ pending: true, messages: [...state.messages, message('user', content.slice(0, CHAT_MESSAGE_MAX))] });
    let reply: string;
    try {
      const res: { response?: unknown } | null = await sendChatMessage({ message: content.slice(0, CHAT_MESSAGE_MAX), context });
      reply = typeof res?.response === 'string' && res.response.trim() ? res.response : chatMessages.failure;
    } catch {
      reply = chatMessages.failure;
    }
    set({ pending: false, messages: [...state.messages, message('assistant', reply)] });
    return true;
  },
  /** Tests and a future 'new conversation' control. */
  reset() {
    set({ pending: false, messages: [] });
  },
};

export function useChat(): ChatState {
  return useSyncExternalStore(chatStore.subscribe, chatStore.getState, chatStore.getState);
}
