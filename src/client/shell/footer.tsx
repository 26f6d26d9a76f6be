import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Monogram } from '../components/ui/monogram';
import { useAuth } from '../features/auth/use-auth';
import { openDialog, type DialogName } from '../lib/dialog-store';
import { site } from '../lib/site';
import { authMessages } from '@shared/messages/auth';
import { navMessages } from '@shared/messages/nav';

const item = 'inline-flex min-h-11 items-center text-left font-sans text-sm text-graphite transition-colors duration-150 hover:text-ink sm:min-h-9';

function Column({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div>
      <h2 className="mb-3 font-sans text-xs font-medium uppercase tracking-[0.22em] text-ink">{title}</h2>
      <ul className="flex flex-col">{children}</ul>
    </div>
  );
}

function DialogItem({ dialog, children }: { dialog: DialogName; children: ReactNode }) {
  return (
    <li>
      <button type="button" className={item} onClick={() => openDialog(dialog)}>
        {children}
      </button>
    </li>
  );
}

/** The footer (spec 01 2.4, spec 02 home footer list); footer logout reloads the page. */
export function Footer() {
  const { isAuthenticated, logout } = useAuth();

  return (
    <footer data-testid="site-footer" className="mt-auto border-t border-hairline bg-pearl">
      <div className="mx-auto grid max-w-[1280px] grid-cols-2 gap-x-6 gap-y-10 px-6 py-14 sm:py-16 lg:grid-cols-12 lg:gap-6">
        <div className="col-span-2 lg:col-span-4">
          <div className="flex items-center gap-4">
            <Monogram className="size-12" />
            <p className="font-display text-[20px] font-semibold uppercase tracking-[0.28em] text-ink">{site.name}</p>
          </div>
          <p className="mt-5 max-w-sm font-sans text-sm leading-relaxed text-graphite">
            Charms and pendants designed with you and cast by hand in solid 14k gold or fine sterling silver. Made to order, since 2015.
          </p>
        </div>
        <div className="lg:col-span-3">
          <Column title="Client Care">
            <DialogItem dialog="shipping">Shipping &amp; Delivery</DialogItem>
            <DialogItem dialog="returns">Returns &amp; Exchanges</DialogItem>
            <DialogItem dialog="faq">Common Questions</DialogItem>
            <DialogItem dialog="quote">{navMessages.requestAQuote}</DialogItem>
            <DialogItem dialog="contact">Contact / Submit a Ticket</DialogItem>
          </Column>
        </div>
        <div className="lg:col-span-2">
          <Column title="The House">
            <DialogItem dialog="about">About</DialogItem>
            <DialogItem dialog="craft">Our Craft</DialogItem>
            <DialogItem dialog="careers">Join the Team</DialogItem>
            <DialogItem dialog="privacy">{authMessages.dialog.privacyPolicy}</DialogItem>
            <DialogItem dialog="terms">{authMessages.dialog.termsOfService}</DialogItem>
          </Column>
        </div>
        <div className="col-span-2 sm:col-span-1 lg:col-span-3">
          <Column title="Account">
            {isAuthenticated ? (
              <>
                <li>
                  <Link to="/orders" className={item}>
                    {navMessages.myOrders}
                  </Link>
                </li>
                <li>
                  <button
                    type="button"
                    className={item}
                    onClick={async () => {
                      await logout();
                      window.location.reload();
                    }}
                  >
                    {navMessages.logOut}
                  </button>
                </li>
              </>
            ) : (
              <li>
                <button type="button" className={item} onClick={() => openDialog('auth', { tab: 'signup' })}>
                  {navMessages.createAccount} / {navMessages.login}
                </button>
              </li>
            )}
            <li>
              <Link to="/wishlist" className={item}>
                Wishlist
              </Link>
            </li>
          </Column>
        </div>
      </div>
      <div className="border-t border-hairline">
        <div className="mx-auto flex max-w-[1280px] flex-col gap-2 px-6 pb-[max(1.5rem,env(safe-area-inset-bottom))] pt-6 font-sans text-xs tracking-wide text-graphite sm:flex-row sm:items-center sm:justify-between">
          <p data-testid="copyright">
            {navMessages.copyright(site.name)}
          </p>
          <p className="uppercase tracking-[0.18em]">
            Solid 14k gold · .925 sterling silver<span className="hidden sm:inline"> · Made to order</span>
          </p>
        </div>
      </div>
    </footer>
  );
}
