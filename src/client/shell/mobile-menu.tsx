import { Dialog as D } from 'radix-ui';
import { ChevronRight, X } from 'lucide-react';
import { useEffect, type ReactNode } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { CountBadge } from '../components/ui/count-badge';
import { useAuth } from '../features/auth/use-auth';
import { useBagCount } from '../features/bag/use-bag-count';
import { openDialog } from '../lib/dialog-store';
import { site } from '../lib/site';
import { navMessages } from '@shared/messages/nav';

const row = 'flex min-h-12 w-full items-center justify-between gap-3 border-b border-hairline py-3 text-left font-display text-[22px] font-medium leading-tight text-ink transition-colors duration-150 hover:text-gold-deep';

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section aria-label={title} className="mt-8 first:mt-0">
      <h2 className="mb-1 font-sans text-xs font-medium uppercase tracking-[0.24em] text-gold-deep">{title}</h2>
      <ul>{children}</ul>
    </section>
  );
}

/** A row of the menu that goes to a page: the label, the chevron. */
function MenuLink({ to, onClick, children }: { to: string; onClick: () => void; children: ReactNode }) {
  return (
    <li>
      <Link to={to} className={row} onClick={onClick}>
        {children} <ChevronRight size={20} strokeWidth={1.5} aria-hidden className="text-graphite" />
      </Link>
    </li>
  );
}

/**
 * Locks page scrolling while open. Radix also does this with an injected style element; this
 * CSSOM lock keeps working under a strict style-src Content-Security-Policy.
 */
function useScrollLock(locked: boolean): void {
  useEffect(() => {
    if (!locked) return;
    const { documentElement: html, body } = document;
    const previous = [html.style.overflow, body.style.overflow];
    html.style.overflow = 'hidden';
    body.style.overflow = 'hidden';
    return () => {
      html.style.overflow = previous[0];
      body.style.overflow = previous[1];
    };
  }, [locked]);
}

/** The mobile menu (spec 01, 2.3): slides in from the right; SHOPPING, DISCOVER, ACCOUNT. */
export default function MobileMenu({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const bagCount = useBagCount();
  const { isAuthenticated, logout, user } = useAuth();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  useScrollLock(open);

  const close = () => onOpenChange(false);
  const openFromMenu = (fn: () => void) => {
    close();
    fn();
  };
  const onLogout = async () => {
    await logout();
    close();
    if (pathname !== '/') navigate('/');
  };

  return (
    <D.Root open={open} onOpenChange={onOpenChange}>
      <D.Portal>
        <D.Overlay className="dialog-overlay fixed inset-0 z-50 bg-ink/40" />
        <D.Content data-testid="mobile-menu" aria-describedby={undefined} className="mobile-menu fixed inset-y-0 right-0 z-50 flex h-[100dvh] w-[min(380px,100vw)] flex-col overflow-y-auto bg-ivory px-6 pb-10 shadow-[-24px_0_60px_rgba(17,17,17,0.10)] outline-none">
          <div className="flex h-16 shrink-0 items-center justify-between border-b border-hairline">
            <D.Title className="font-display text-[18px] font-semibold uppercase tracking-[0.22em]">{site.name}</D.Title>
            <D.Close aria-label="Close menu" className="-mr-2 inline-flex size-11 items-center justify-center text-ink hover:text-gold-deep">
              <X size={20} strokeWidth={1.5} aria-hidden />
            </D.Close>
          </div>
          <nav aria-label="Menu" className="pt-8">
            <Section title={navMessages.sections.shopping}>
              <li>
                <Link to="/cart" className={row} onClick={close}>
                  <span className="flex items-center gap-3">
                    {navMessages.checkBag} <CountBadge count={bagCount} />
                  </span>
                  <ChevronRight size={20} strokeWidth={1.5} aria-hidden className="text-graphite" />
                </Link>
              </li>
              <MenuLink to="/wishlist" onClick={close}>{navMessages.wishlist}</MenuLink>
              {isAuthenticated ? (
                <MenuLink to="/orders" onClick={close}>{navMessages.myOrders}</MenuLink>
              ) : null}
              {user?.role === 'admin' ? (
                <MenuLink to="/admin/orders" onClick={close}>{navMessages.orderDesk}</MenuLink>
              ) : null}
            </Section>
            <Section title={navMessages.sections.discover}>
              <MenuLink to="/collections" onClick={close}>{navMessages.shopCollection}</MenuLink>
              <MenuLink to="/design" onClick={close}>{navMessages.designLab}</MenuLink>
              <li>
                <button type="button" className={row} onClick={() => openFromMenu(() => openDialog('quote'))}>
                  {navMessages.requestAQuoteMenu} <ChevronRight size={20} strokeWidth={1.5} aria-hidden className="text-graphite" />
                </button>
              </li>
            </Section>
            <Section title={navMessages.sections.account}>
              {isAuthenticated ? (
                <li>
                  <button type="button" className={row} onClick={onLogout}>
                    {navMessages.logOut}
                  </button>
                </li>
              ) : (
                <>
                  <li>
                    <button type="button" className={row} onClick={() => openFromMenu(() => openDialog('auth', { tab: 'signup' }))}>
                      {navMessages.createAccount}
                    </button>
                  </li>
                  <li>
                    <button type="button" className={row} onClick={() => openFromMenu(() => openDialog('auth', { tab: 'login' }))}>
                      {navMessages.login}
                    </button>
                  </li>
                </>
              )}
            </Section>
          </nav>
        </D.Content>
      </D.Portal>
    </D.Root>
  );
}
