import { Suspense, type ComponentType } from 'react';
import { Spinner } from '../components/states/spinner';
import { DialogContent, DialogRoot, DialogTitle } from '../components/ui/dialog';
import { dialogRegistry } from './dialog-registry';
import { closeDialog, useOpenDialog } from '../lib/dialog-store';

/** The Radix dialog around the open dialog's body (loaded on first use by DialogHost). */
export default function DialogFrame() {
  const open = useOpenDialog();
  const entry = open ? dialogRegistry[open.name] : null;
  const Body = entry?.Body as ComponentType<Record<string, unknown>> | undefined;

  return (
    <DialogRoot
      open={Boolean(open)}
      onOpenChange={(next) => {
        if (!next) closeDialog();
      }}
    >
      {open && entry && Body ? (
        <DialogContent size={entry.size}>
          <div data-dialog={open.name} className="contents">
            <Suspense
              fallback={
                <div className="py-6">
                  <DialogTitle className="font-display text-[28px] font-medium">{entry.title}</DialogTitle>
                  <Spinner className="mt-6" />
                </div>
              }
            >
              <Body {...(open.props as Record<string, unknown>)} />
            </Suspense>
          </div>
        </DialogContent>
      ) : null}
    </DialogRoot>
  );
}
