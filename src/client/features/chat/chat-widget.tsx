import { Fragment, useEffect, useId, useRef, useState, type FormEvent, type KeyboardEvent, type ReactNode } from 'react';
import { Link } from 'react-router';
import { ArrowUp, MessageCircle, X } from 'lucide-react';
import { CHAT_ICON_SWAP_MS, CHAT_MESSAGE_MAX } from '@shared/limits';
import { chatMessages } from '@shared/messages/chat';
import { Monogram } from '../../components/ui/monogram';
import { cn } from '../../lib/cn';
import { site } from '../../lib/site';
import { chatStore, useChat, welcomeMessage, type ChatMessage } from './chat-store';

/** Shop paths and e-mail addresses in an answer become links; the rest stays text. */
const LINKABLE = /(\/(?:design|collections|orders)(?![\w/-]))|([\w.+-]+@[\w-]+(?:\.[\w-]+)+)/g;

function RichText({ text }: { text: string }) {
  const parts: ReactNode[] = [];
  let last = 0;
  for (const match of text.matchAll(LINKABLE)) {
    const at = match.index ?? 0;
    if (at > last) parts.push(text.slice(last, at));
    const [whole, path, email] = match;
    const email_ = email?.replace(/\.$/, '');
    parts.push(
      path ? (
        <Link key={at} to={path} className="text-gold-deep underline underline-offset-2 hover:text-ink">{path}</Link>
      ) : (
        <a key={at} href={`mailto:${email_}`} className="text-gold-deep underline underline-offset-2 hover:text-ink">{email_}</a>
      ),
    );
    last = at + (path ? whole.length : (email_ ?? '').length);
  }
  if (last < text.length) parts.push(text.slice(last));
  return <>{parts.map((p, i) => <Fragment key={i}>{p}</Fragment>)}</>;
}

function Bubble({ message }: { message: ChatMessage }) {
  const mine = message.role === 'user';
  return (
    <li className={cn('flex', mine ? 'justify-end' : 'justify-start')}>
      <p
        className={cn(
          'max-w-[85%] whitespace-pre-wrap break-words rounded-[4px] px-4 py-3 text-[15px] leading-relaxed',
          mine ? 'bg-ink text-ivory' : 'border border-hairline bg-ivory text-ink',
        )}
      >
        <span className="sr-only">{mine ? 'You: ' : 'Assistant: '}</span>
        {mine ? message.content : <RichText text={message.content} />}
      </p>
    </li>
  );
}

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

/** The chat assistant on every page (spec 02, 'Chat assistant'): a floating button and a window. */
export default function ChatWidget() {
  const { open, pending, messages } = useChat();
  const [draft, setDraft] = useState('');
  const showIcon = useAlternating(!open);
  const titleId = useId();
  const launcherRef = useRef<HTMLButtonElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const listRef = useRef<HTMLOListElement>(null);
  const title = chatMessages.title(site.name);
  const welcome = welcomeMessage(site.name);

  // Focus goes to the input on opening, and back to the button on closing (once it is shown again).
  const restoreFocus = useRef(false);
  useEffect(() => {
    if (open) inputRef.current?.focus();
    else if (restoreFocus.current) {
      restoreFocus.current = false;
      launcherRef.current?.focus();
    }
  }, [open]);

  useEffect(() => {
    const list = listRef.current;
    if (open && list) list.scrollTop = list.scrollHeight;
  }, [open, messages.length, pending]);

  const close = () => {
    restoreFocus.current = true;
    chatStore.setOpen(false);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    // Blank messages and messages sent while a reply is awaited are ignored (the draft stays).
    if (!draft.trim() || chatStore.getState().pending) return;
    const text = draft;
    setDraft('');
    void chatStore.send(text);
    inputRef.current?.focus();
  };

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape') {
      event.stopPropagation();
      close();
    }
  };

  return (
    <>
      {open ? (
        <section
          role="dialog"
          aria-modal="false"
          aria-labelledby={titleId}
          onKeyDown={onKeyDown}
          className={cn(
            'chat-panel fixed z-[60] flex flex-col bg-pearl text-ink',
            'inset-0 h-[100dvh] w-full',
            'sm:inset-auto sm:bottom-24 sm:right-6 sm:h-[min(600px,calc(100dvh-8rem))] sm:w-[min(400px,calc(100vw-3rem))] sm:rounded-[4px] sm:border sm:border-hairline sm:shadow-[0_24px_80px_rgba(17,17,17,0.14)]',
          )}
        >
          <header className="flex items-center gap-3 border-b border-hairline px-5 py-3">
            <Monogram className="size-9 shrink-0" />
            <h2 id={titleId} className="flex-1 font-display text-[20px] font-medium tracking-[0.04em]">{title}</h2>
            <button
              type="button"
              onClick={close}
              aria-label="Close chat"
              className="inline-flex size-11 items-center justify-center rounded-[2px] text-graphite transition-colors hover:text-ink focus-visible:outline-2 focus-visible:outline-gold"
            >
              <X size={20} strokeWidth={1.5} aria-hidden />
            </button>
          </header>

          <ol ref={listRef} role="log" aria-live="polite" aria-label="Conversation" className="flex flex-1 flex-col gap-3 overflow-y-auto px-5 py-5">
            <Bubble message={welcome} />
            {messages.map((m) => <Bubble key={m.id} message={m} />)}
            {pending ? (
              <li className="flex justify-start" role="status">
                <p className="rounded-[4px] border border-hairline bg-ivory px-4 py-3 text-[15px] italic text-graphite">{chatMessages.thinking}</p>
              </li>
            ) : null}
          </ol>

          <form onSubmit={submit} className="flex items-center gap-2 border-t border-hairline px-4 py-3 pb-[max(0.75rem,env(safe-area-inset-bottom))]">
            <label htmlFor={`${titleId}-input`} className="sr-only">Your message</label>
            <input
              ref={inputRef}
              id={`${titleId}-input`}
              type="text"
              value={draft}
              maxLength={CHAT_MESSAGE_MAX}
              onChange={(e) => setDraft(e.target.value)}
              placeholder="Ask about shipping, prices or your order"
              autoComplete="off"
              className="min-h-11 flex-1 rounded-[2px] border border-hairline bg-pearl px-3 text-base text-ink placeholder:text-graphite/80 focus:border-gold focus:outline-none focus-visible:ring-2 focus-visible:ring-gold/40"
            />
            <button
              type="submit"
              aria-label="Send message"
              aria-disabled={pending || !draft.trim()}
              className={cn(
                'inline-flex size-11 shrink-0 items-center justify-center rounded-[2px] bg-ink text-ivory transition-colors hover:bg-graphite focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-gold',
                (pending || !draft.trim()) && 'opacity-50',
              )}
            >
              <ArrowUp size={20} strokeWidth={1.5} aria-hidden />
            </button>
          </form>
        </section>
      ) : null}

      <button
        ref={launcherRef}
        type="button"
        onClick={() => (open ? close() : chatStore.setOpen(true))}
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
