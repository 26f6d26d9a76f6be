import { Download, LoaderCircle } from 'lucide-react';
import { useState } from 'react';
import { ordersMessages } from '@shared/messages/orders';
import { buttonClasses } from '../../components/ui/button';
import { cn } from '../../lib/cn';
import { toast } from '../../components/ui/toast';
import type { ApiFile } from './api/fetch-file';
import { saveFile } from './save-file';

/**
 * Where a document comes from: a plain link (the order's signed link: anyone holding it may fetch
 * it, so no session is needed), or a fetch with the member's bearer token, saved as a file.
 */
export type DocumentSource = { href: string } | { fetch: () => Promise<ApiFile> };

/** How a download looks: a small secondary button (a piece's), a full one (after paying), or quiet text (a header's, the desk's). */
export type DownloadLook = 'button' | 'large' | 'quiet';

const looks: Record<DownloadLook, string> = {
  button: buttonClasses('secondary', 'sm'),
  large: buttonClasses('secondary', 'md'),
  quiet: 'inline-flex min-h-11 items-center gap-1.5 text-left font-sans text-xs uppercase leading-tight tracking-[0.12em] text-graphite transition-colors hover:text-gold-deep disabled:opacity-50 [&>svg]:shrink-0',
};

/**
 * A download of one of the order's files, a link or a button as its source needs; a failure is the
 * spec's 'Download failed' toast. A short label ('STL') may name itself in full for a screen reader
 * (`fullLabel`, which starts with the label) and keeps its width while the file is made: a turning
 * icon instead of 'Preparing...'.
 */
export function DownloadButton({ source, label, fullLabel, look = 'button', className, testId }: {
  source: DocumentSource; label: string; fullLabel?: string; look?: DownloadLook; className?: string; testId?: string;
}) {
  const [pending, setPending] = useState(false);
  const classes = cn(looks[look], className);
  const icon = pending && fullLabel
    ? <LoaderCircle size={16} strokeWidth={1.5} aria-hidden className="animate-spin motion-reduce:animate-none" />
    : <Download size={16} strokeWidth={1.5} aria-hidden />;
  if ('href' in source) {
    return (
      <a href={source.href} download aria-label={fullLabel} className={classes} data-testid={testId}>
        {icon}
        {label}
      </a>
    );
  }
  const download = async () => {
    setPending(true);
    try {
      const file = await source.fetch();
      saveFile(file.blob, file.filename);
    } catch {
      toast({ variant: 'destructive', title: ordersMessages.downloadFailed });
    } finally {
      setPending(false);
    }
  };
  return (
    <button type="button" onClick={() => void download()} disabled={pending} aria-busy={pending} aria-label={fullLabel} className={classes} data-testid={testId}>
      {icon}
      {pending && !fullLabel ? ordersMessages.downloading : label}
    </button>
  );
}
