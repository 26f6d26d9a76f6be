import { authMessages } from '@shared/messages';

/** The Log In tab. The accounts work adds the email and password form here. */
export function LoginPanel({ onForgot }: { email?: string; onForgot: () => void }) {
  return (
    <div className="flex flex-col gap-4">
      <h2 className="font-display text-[28px] font-medium leading-tight">Welcome back</h2>
      <p className="font-sans text-base leading-relaxed text-graphite">Sign in to return to your bag, your wishlist and your orders.</p>
      <button type="button" onClick={onForgot} className="self-start min-h-11 font-sans text-sm text-gold-deep underline-offset-4 hover:underline">
        {authMessages.dialog.forgotLink}?
      </button>
    </div>
  );
}
