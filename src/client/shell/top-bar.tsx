import { Heart, Menu, ShoppingBag } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { Link, NavLink, useLocation, useNavigate } from 'react-router';
import { CountBadge, formatCount } from '../components/ui/count-badge';
import { Tooltip } from '../components/ui/tooltip';
import { cn } from '../lib/cn';
import { useMedia, WIDE } from '../lib/use-media';
import { useAuth } from '../features/auth/use-auth';
import { useBagCount } from '../features/bag/use-bag-count';
import { openDialog, type DialogName } from '../lib/dialog-store';
import { useScrolledPast } from '../components/layout/use-scrolled';
import { Wordmark } from '../components/layout/wordmark';
import { navMessages } from '@shared/messages/nav';

// The menu (and Radix Dialog with it) loads on first use: phones only.
const MobileMenu = lazy(() => import('./mobile-menu'));

const DIALOG_BUTTONS: Array<{ label: string; dialog: DialogName }> = [
  { label: navMessages.ourGoldStandard, dialog: 'gold-standard' },
  { label: navMessages.oneOfOne, dialog: 'one-of-one' },
  { label: navMessages.promptingGuide, dialog: 'prompting-guide' },
  { label: navMessages.whoWeAre, dialog: 'about' },
  { label: navMessages.requestAQuote, dialog: 'quote' },
];

const utility = 'inline-flex min-h-9 items-center font-sans text-xs uppercase tracking-[0.14em] text-graphite transition-colors duration-200 hover:text-ink';
const navLink = ({ isActive }: { isActive: boolean }) =>
  cn('relative inline-flex min-h-11 items-center font-sans text-[13px] font-medium uppercase tracking-[0.16em] transition-colors duration-200 hover:text-gold-deep', isActive ? 'text-gold-deep' : 'text-ink');
const iconLink = 'relative inline-flex size-11 items-center justify-center text-ink transition-colors duration-200 hover:text-gold-deep';

function BagLink({ count, className }: { count: number; className?: string }) {
  const label = count > 0 ? `${navMessages.checkBag}, ${formatCount(count)} ${count === 1 ? 'item' : 'items'}` : navMessages.checkBag;
  return (
    <Tooltip content={navMessages.checkBag}>
      <Link to="/cart" aria-label={label} className={cn(iconLink, className)} data-testid="nav-bag">
        <ShoppingBag size={20} strokeWidth={1.5} aria-hidden />
        <CountBadge count={count} className="absolute right-0.5 top-1" />
      </Link>
    </Tooltip>
  );
}

/**
 * The top navigation bar (spec 01, 2.2): transparent at the top, solid past 10 px of scroll. Only the
 * layout for the screen's width is rendered (the two lines on desktop, the compact bar below 1024 px):
 * the other, hidden, was a third of a phone's first render.
 */
export function TopBar() {
  const wide = useMedia(WIDE);
  const solid = useScrolledPast();
  const bagCount = useBagCount();
  const { isAuthenticated, displayName, logout, user } = useAuth();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const [menuOpen, setMenuOpen] = useState(false);
  const [menuUsed, setMenuUsed] = useState(false);

  const onLogout = async () => {
    await logout();
    if (pathname !== '/') navigate('/');
  };

  return (
    <header
      data-testid="top-bar"
      data-solid={solid ? 'true' : 'false'}
      className={cn('sticky top-0 z-40 w-full border-b transition-[background-color,border-color] duration-200 ease-out', solid ? 'border-hairline bg-ivory' : 'border-transparent bg-transparent')}
    >
      {/* Desktop: a quiet utility line, then the wordmark between the shop's links. */}
      {wide ? (
        <div className="hidden lg:block">
          <div className={cn('border-b transition-colors duration-200', solid ? 'border-hairline' : 'border-hairline/70')}>
            <div className="mx-auto flex h-10 max-w-[1280px] items-center justify-between px-6">
              <nav aria-label="About the atelier" className="flex items-center gap-6">
                {DIALOG_BUTTONS.map(({ label, dialog }) => (
                  <button key={dialog} type="button" className={utility} onClick={() => openDialog(dialog)}>
                    {label}
                  </button>
                ))}
              </nav>
              <div className="flex items-center gap-5" data-testid="nav-account">
                {isAuthenticated ? (
                  <>
                    <span className="max-w-[240px] truncate font-sans text-xs tracking-wide text-graphite" data-testid="nav-user">
                      {displayName}
                    </span>
                    <NavLink to="/orders" className={utility}>
                      {navMessages.myOrders}
                    </NavLink>
                    {user?.role === 'admin' ? (
                      <NavLink to="/admin/orders" className={utility}>
                        {navMessages.orderDesk}
                      </NavLink>
                    ) : null}
                    <button type="button" className={utility} onClick={onLogout}>
                      {navMessages.logOut}
                    </button>
                  </>
              ) : (
                  <>
                    <button type="button" className={utility} onClick={() => openDialog('auth', { tab: 'login' })}>
                      {navMessages.signIn}
                    </button>
                    <span aria-hidden className="h-3 w-px bg-hairline" />
                    <button type="button" className={utility} onClick={() => openDialog('auth', { tab: 'signup' })}>
                      {navMessages.signUp}
                    </button>
                  </>
                )}
              </div>
            </div>
          </div>
          <div className="mx-auto grid h-[72px] max-w-[1280px] grid-cols-[1fr_auto_1fr] items-center px-6">
            <nav aria-label="Shop" className="flex items-center gap-8">
              <NavLink to="/collections" className={navLink}>
                {navMessages.shopCollection}
              </NavLink>
              <NavLink to="/design" className={navLink}>
                {navMessages.designLab}
              </NavLink>
            </nav>
            <Wordmark className="text-[26px] tracking-[0.32em]" />
            <div className="flex items-center justify-end gap-1">
              <Tooltip content={navMessages.wishlist}>
                <Link to="/wishlist" aria-label={navMessages.wishlist} className={iconLink}>
                  <Heart size={20} strokeWidth={1.5} aria-hidden />
                </Link>
              </Tooltip>
              <BagLink count={bagCount} />
            </div>
          </div>
        </div>
      ) : (
        /* Phones and tablets: the logo, the bag badge and the menu button. */
        <div className="flex h-16 items-center justify-between gap-2 px-4 sm:px-6 lg:hidden">
          <Wordmark className="text-[18px] tracking-[0.22em] sm:text-[22px] sm:tracking-[0.28em]" />
          <div className="flex items-center">
            <BagLink count={bagCount} />
            <button type="button" aria-label="Open menu" aria-expanded={menuOpen} aria-haspopup="dialog" data-testid="menu-button" className={iconLink} onClick={() => {
                setMenuUsed(true);
                setMenuOpen(true);
              }}>
              <Menu size={20} strokeWidth={1.5} aria-hidden />
            </button>
          </div>
        </div>
      )}
      {menuUsed ? (
        <Suspense fallback={null}>
          <MobileMenu open={menuOpen} onOpenChange={setMenuOpen} />
        </Suspense>
      ) : null}
    </header>
  );
}
