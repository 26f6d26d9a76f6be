import { lazy, Suspense, useEffect, useState } from 'react';
import { hasStoredConversation } from './chat-storage';

const ChatWidget = lazy(() => import('./chat-widget'));

/**
 * Mounts the chat widget once the page has settled (idle, or 1.5 s at most), so neither its code
 * nor its icons weigh on the first load. A conversation already open in this tab mounts at once.
 */
export function ChatMount() {
  const [ready, setReady] = useState(hasStoredConversation);
  useEffect(() => {
    if (ready) return;
    const idle = window.requestIdleCallback?.(() => setReady(true), { timeout: 1500 });
    const timer = idle === undefined ? window.setTimeout(() => setReady(true), 800) : undefined;
    return () => {
      if (idle !== undefined) window.cancelIdleCallback(idle);
      if (timer !== undefined) window.clearTimeout(timer);
    };
  }, [ready]);
  return ready ? (
    <Suspense fallback={null}>
      <ChatWidget />
    </Suspense>
  ) : null;
}
