import { lazy, Suspense, useEffect, useState } from 'react';
import { whenIdle } from '../../lib/when-idle';
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
    return whenIdle(() => setReady(true), 1500, 800);
  }, [ready]);
  return ready ? (
    <Suspense fallback={null}>
      <ChatWidget />
    </Suspense>
  ) : null;
}
