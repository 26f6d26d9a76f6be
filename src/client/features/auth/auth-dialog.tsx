import { Tabs } from 'radix-ui';
import { useEffect, useState } from 'react';
import { DialogTitle } from '../../components/ui/dialog';
import { openDialog, updateDialog, type DialogProps } from '../../lib/dialog-store';
import { ForgotPanel } from './forgot-panel';
import { LoginPanel } from './login-panel';
import { SignupPanel } from './signup-panel';
import { clearAuthError, peekAuthError } from './auth-storage';
import { authMessages } from '@shared/messages/auth';

const tabClass =
  'min-h-11 flex-1 border-b border-hairline pb-2 font-sans text-[13px] font-medium uppercase tracking-[0.14em] text-graphite transition-colors hover:text-ink data-[state=active]:border-ink data-[state=active]:text-ink';

/** The auth dialog (spec 01, 2.5): tabs Log In and Sign Up, and the forgot-password view. */
export default function AuthDialog({ tab = 'login', forgot = false, email }: DialogProps['auth']) {
  const showForgot = tab === 'login' && forgot;
  // A failed link leaves its message for this dialog (spec 01 2.7); shown once, gone on close.
  const [notice] = useState(peekAuthError);
  useEffect(() => clearAuthError(), []);
  const go = (next: DialogProps['auth']) => updateDialog('auth', next);

  return (
    <div className="flex flex-col" data-auth-view={showForgot ? 'forgot' : tab}>
      <DialogTitle className="sr-only">{showForgot ? 'Reset your password' : tab === 'signup' ? authMessages.dialog.signUp : authMessages.dialog.logIn}</DialogTitle>
      {showForgot ? (
        <ForgotPanel email={email} onBack={(typed) => go({ tab: 'login', forgot: false, email: typed || email })} />
      ) : (
        <Tabs.Root value={tab} onValueChange={(value) => go({ tab: value === 'signup' ? 'signup' : 'login', forgot: false, email })} className="flex flex-col">
          <Tabs.List aria-label="Account" className="mb-8 flex gap-6 pr-10">
            <Tabs.Trigger value="login" className={tabClass}>
              {authMessages.dialog.logIn}
            </Tabs.Trigger>
            <Tabs.Trigger value="signup" className={tabClass}>
              {authMessages.dialog.signUp}
            </Tabs.Trigger>
          </Tabs.List>
          <Tabs.Content value="login" className="outline-none">
            <LoginPanel key={`login-${email ?? ''}`} email={email} notice={notice?.kind === 'already-used' ? notice : null} onForgot={(typed) => go({ tab: 'login', forgot: true, email: typed || email })} />
          </Tabs.Content>
          <Tabs.Content value="signup" className="outline-none">
            <SignupPanel email={email} notice={notice && notice.kind !== 'already-used' ? notice : null} onLogin={(typed) => go({ tab: 'login', forgot: false, email: typed })} />
          </Tabs.Content>
        </Tabs.Root>
      )}
      <p className="mt-8 border-t border-hairline pt-5 text-center font-sans text-xs leading-relaxed text-graphite">
        By continuing you agree to our{' '}
        <button type="button" className="underline underline-offset-2 hover:text-gold-deep" onClick={() => openDialog('terms')}>
          {authMessages.dialog.termsOfService}
        </button>{' '}
        and{' '}
        <button type="button" className="underline underline-offset-2 hover:text-gold-deep" onClick={() => openDialog('privacy')}>
          {authMessages.dialog.privacyPolicy}
        </button>
        .
      </p>
    </div>
  );
}
