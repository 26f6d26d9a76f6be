import type { ReactNode } from 'react';
import { DialogHeader } from '../../components/ui/dialog';
import { site } from '../../lib/site';

/** The frame every information dialog shares: eyebrow, title, a lead line, then its sections. */
export function InfoDialogBody({ eyebrow, title, lead, children }: { eyebrow?: ReactNode; title: ReactNode; lead: ReactNode; children?: ReactNode }) {
  return (
    <article className="max-w-[65ch]">
      <DialogHeader eyebrow={eyebrow} title={title}>
        {lead}
      </DialogHeader>
      {children ? <div className="flex flex-col gap-8">{children}</div> : null}
    </article>
  );
}

/** One titled section of an information dialog; paragraphs inside keep a 60-70 character measure. */
export function InfoSection({ title, children }: { title: ReactNode; children: ReactNode }) {
  return (
    <section className="flex flex-col gap-3">
      <h3 className="font-display text-[20px] font-medium leading-snug text-ink">{title}</h3>
      <div className="flex flex-col gap-3 font-sans text-base leading-relaxed text-graphite">{children}</div>
    </section>
  );
}

/** A quiet bulleted list inside a section. */
export function InfoList({ children }: { children: ReactNode }) {
  return <ul className="flex list-disc flex-col gap-2 pl-5 marker:text-gold">{children}</ul>;
}

/** The support address as a mail link. */
export function SupportEmail() {
  return (
    <a className="text-gold-deep underline underline-offset-2" href={`mailto:${site.supportEmail}`}>
      {site.supportEmail}
    </a>
  );
}

/** Policies' closing line: when they took effect. */
export function Effective() {
  return <p className="border-t border-hairline pt-6 font-sans text-sm text-graphite">Effective January 1, 2025.</p>;
}
