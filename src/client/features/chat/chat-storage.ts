/** Where the conversation is kept in the tab (sessionStorage), read by the store and by the mount. */
export const CHAT_STORAGE_KEY = 'aurum-chat';

export function hasStoredConversation(): boolean {
  try {
    return Boolean(sessionStorage.getItem(CHAT_STORAGE_KEY));
  } catch {
    return false;
  }
}
