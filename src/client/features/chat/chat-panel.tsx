import { Fragment, useEffect, useRef, useState, type FormEvent, type KeyboardEvent, type ReactNode } from 'react';
import { Link } from 'react-router';
import { ArrowUp } from 'lucide-react';
import { CHAT_MESSAGE_MAX } from '@shared/limits';
import { chatMessages } from '@shared/messages/chat';
import { CloseButton } from '../../components/ui/close-button';
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

/**
 * The chat's window (spec 02, 'Chat assistant'): the conversation and the message field, focused on
 * opening. Loaded on first opening (chat-mount.tsx); `onClose` hands focus back to the launcher.
 */
export default function ChatPanel({ titleId, title, onClose }: { titleId: string; title: string; onClose: () => void }) {
  const { pending, messages } = useChat();
  const [draft, setDraft] = useState('');
  const inputRef = useRef<HTMLInputElement>(null);
  const listRef = useRef<HTMLDivElement>(null);
  const welcome = welcomeMessage(site.name);

  useEffect(() => inputRef.current?.focus(), []);

  useEffect(() => {
    const list = listRef.current;
    if (list) list.scrollTop = list.scrollHeight;
  }, [messages.length, pending]);

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
      onClose();
    }
  };

  return (
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
        <CloseButton label="Close chat" onClick={onClose} className="focus-visible:outline-2 focus-visible:outline-gold" />
      </header>

      {/* The log holds the list (a role on the <ol> itself would unmake its items) and takes focus, so the
          keyboard can scroll it. */}
      <div ref={listRef} role="log" aria-live="polite" aria-label="Conversation" tabIndex={0} className="flex-1 overflow-y-auto px-5 py-5">
        <ol className="flex flex-col gap-3">
          <Bubble message={welcome} />
          {messages.map((m) => <Bubble key={m.id} message={m} />)}
          {pending ? (
            <li className="flex justify-start">
              <p className="rounded-[4px] border border-hairline bg-ivory px-4 py-3 text-[15px] italic text-graphite" role="status">{chatMessages.thinking}</p>
            </li>
          ) : null}
        </ol>
      </div>

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
  );
}
