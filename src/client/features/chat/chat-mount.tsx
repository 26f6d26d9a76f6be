import { MessageCircle, X } from 'lucide-react';
import { lazy, Suspense, useEffect, useId, useRef, useState } from 'react';
import { CHAT_ICON_SWAP_MS } from '@shared/limits';
import { chatMessages } from '@shared/messages/chat';
import { Monogram } from '../../components/ui/monogram';
import { cn } from '../../lib/cn';
import { site } from '../../lib/site';
import { chatStore, useChat } from './chat-store';

// The window's code is fetched when the reader points at or focuses the button, and at the latest
// when it opens: the button alone is drawn with the page, so no page load carries the chat's chunk
// or a render of it in the tasks after the first paint.
const loadPanel = () => import('./chat-panel');
const ChatPanel = lazy(loadPanel);

/** The launcher alternates the AA monogram and a chat icon every 5 seconds while the chat is closed. */
function useAlternating(active: boolean): boolean {
  const [showIcon, setShowIcon] = useState(false);
  useEffect(() => {
    if (!active) return;
    const timer = window.setInterval(() => setShowIcon((v) => !v), CHAT_ICON_SWAP_MS);
    return () => window.clearInterval(timer);
  }, [active]);
  return active && showIcon;
}

/** The chat assistant on every page (spec 02, 'Chat assistant'): a floating button and its window. */
export function ChatMount() {
  const { open } = useChat();
  const showIcon = useAlternating(!open);
  const titleId = useId();
  const launcherRef = useRef<HTMLButtonElement>(null);
  const title = chatMessages.title(site.name);

  // Focus goes back to the button on closing, once it is shown again.
  const restoreFocus = useRef(false);
  useEffect(() => {
    if (!open && restoreFocus.current) {
      restoreFocus.current = false;
      launcherRef.current?.focus();
    }
  }, [open]);

  const close = () => {
    restoreFocus.current = true;
    chatStore.setOpen(false);
  };

  return (
    <>
      {open ? (
        <Suspense fallback={null}>
          <ChatPanel titleId={titleId} title={title} onClose={close} />
        </Suspense>
      ) : null}

      <button
        ref={launcherRef}
        type="button"
        onClick={() => (open ? close() : chatStore.setOpen(true))}
        onPointerEnter={() => void loadPanel()}
        onFocus={() => void loadPanel()}
        onTouchStart={() => void loadPanel()}
        aria-label={open ? 'Close chat' : `Open ${title}`}
        aria-expanded={open}
        aria-haspopup="dialog"
        className={cn(
          'fixed bottom-6 right-6 z-[60] size-14 items-center justify-center rounded-full border border-hairline bg-pearl text-ink shadow-[0_8px_30px_rgba(17,17,17,0.12)] transition-[border-color,transform] duration-200 ease-out hover:-translate-y-0.5 hover:border-gold focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-gold',
          // On phones the open chat is a full-height sheet with its own close button.
          open ? 'hidden sm:inline-flex' : 'inline-flex',
        )}
      >
        {open ? (
          <X size={20} strokeWidth={1.5} aria-hidden />
        ) : (
          <span className="relative block size-10" aria-hidden>
            <Monogram className={cn('absolute inset-0 size-10 transition-opacity duration-300', showIcon ? 'opacity-0' : 'opacity-100')} />
            <MessageCircle size={24} strokeWidth={1.5} className={cn('absolute left-2 top-2 transition-opacity duration-300', showIcon ? 'opacity-100' : 'opacity-0')} />
          </span>
        )}
      </button>
    </>
  );
}
