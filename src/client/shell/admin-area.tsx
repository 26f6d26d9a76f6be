import type { ReactNode } from 'react';
import { Navigate, NavLink } from 'react-router';
import { adminAreaMessages as text } from '@shared/messages/admin';
import { AdminOnly } from '../components/states/admin-only';
import { LoadingPage } from '../components/states/loading-page';
import { cn } from '../lib/cn';
import { useSignedIn } from '../lib/current-user';

/** The admin area's pages, in the navigation's order (issue 27, point 1). */
export const ADMIN_SECTIONS = [
  { key: 'overview', to: '/admin', label: text.sections.overview },
  { key: 'orders', to: '/admin/orders', label: text.sections.orders },
  { key: 'inbox', to: '/admin/inbox', label: text.sections.inbox },
  { key: 'catalogue', to: '/admin/catalogue', label: text.sections.catalogue },
  { key: 'reviews', to: '/admin/reviews', label: text.sections.reviews },
  { key: 'promo-codes', to: '/admin/promo-codes', label: text.sections.promoCodes },
] as const;

export type AdminSection = (typeof ADMIN_SECTIONS)[number]['key'];

/** The area's own navigation: a row of tabs under the site's bar; on a phone two rows of three (nothing scrolls sideways). */
function AdminNav({ current }: { current: AdminSection }) {
  return (
    <nav aria-label={text.navLabel} className="border-b border-hairline bg-pearl" data-testid="admin-nav">
      <ul className="mx-auto grid max-w-[1280px] grid-cols-3 px-2 sm:flex sm:gap-1 sm:px-6">
        {ADMIN_SECTIONS.map((section) => (
          <li key={section.key} className="flex shrink-0">
            <NavLink
              to={section.to}
              end
              aria-current={section.key === current ? 'page' : undefined}
              className={cn(
                'inline-flex min-h-12 w-full items-center justify-center border-b-2 px-2 font-sans sm:w-auto sm:px-3 text-[12px] font-medium uppercase tracking-[0.14em] transition-colors duration-200',
                section.key === current ? 'border-gold text-ink' : 'border-transparent text-graphite hover:text-gold-deep',
              )}
            >
              {section.label}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/**
 * An admin page (issue 27, point 1): only an administrator sees it (the server refuses every call to
 * anyone else). A visitor signed out is offered Sign In, so an admin on a new browser gets in; a
 * signed-in customer is sent home, the area being none of theirs.
 */
export function AdminArea({ section, title, lead, children }: { section: AdminSection; title: string; lead: string; children: ReactNode }) {
  const { user, session, isLoading } = useSignedIn();
  if (isLoading) return <LoadingPage>{title}</LoadingPage>;
  if (!user) return <AdminOnly signedIn={Boolean(session)} title={title} lead={lead} />;
  if (user.role !== 'admin') return <Navigate to="/" replace />;
  return (
    <>
      <AdminNav current={section} />
      {children}
    </>
  );
}
