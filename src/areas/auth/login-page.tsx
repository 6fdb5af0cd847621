// The login screen: a card, the session-expired note when we were sent
// here by a 401, and the login form with "Sign in with a passkey" under it; or, on
// request, "forgot password" and, from the mailed link (`/login#reset=<token>`), the
// form that sets a new password.
import { lazy, Suspense, useEffect, useState } from 'react';
import { LOGIN_HEADING } from '@contract/screen-headings';
import { LoginForm } from './login-form';
import { LoginWithPasskey } from './login-passkey';
import { BrandMark } from '@/components/brand-mark';
import { Notice } from '@/components/ui/notice';
import { Spinner } from '@/components/ui/spinner';

const ForgotPasswordForm = lazy(() =>
  import('./password-reset-forms').then((m) => ({ default: m.ForgotPasswordForm })),
);
const ResetPasswordForm = lazy(() => import('./password-reset-forms').then((m) => ({ default: m.ResetPasswordForm })));

interface LoginPageProps {
  expired: boolean;
  onLoggedIn: () => void;
}

type View = { kind: 'login'; reset?: boolean } | { kind: 'forgot' } | { kind: 'reset'; token: string };

/**
 * The reset token of a mailed link. It travels in the fragment, which browsers never send to a server
 * nor put in a Referer; once read it is taken out of the address bar and the history.
 */
function takeResetToken(): string | null {
  const m = /^#reset=([A-Za-z0-9]{1,128})$/.exec(window.location.hash);
  if (!m) return null;
  history.replaceState(history.state, '', window.location.pathname + window.location.search);
  return m[1]!;
}

export function LoginPage({ expired, onLoggedIn }: LoginPageProps) {
  const [view, setView] = useState<View>(() => {
    const token = takeResetToken();
    return token ? { kind: 'reset', token } : { kind: 'login' };
  });
  const toLogin = () => setView({ kind: 'login' });
  // A link pasted into this tab while the login page is open changes only the fragment: no new page load.
  useEffect(() => {
    const opened = () => {
      const token = takeResetToken();
      if (token) setView({ kind: 'reset', token });
    };
    window.addEventListener('hashchange', opened);
    return () => window.removeEventListener('hashchange', opened);
  }, []);

  return (
    // Top-aligned at every width: the served page draws the heading where this draws it
    // (server/pages/first-frame.ts), and centred it would move as the form below it arrives.
    <main id="main" className="flex min-h-dvh items-start justify-center px-4 py-12 sm:py-20">
      <div className="w-full max-w-sm space-y-6">
        <div className="text-center">
          <BrandMark className="mx-auto size-10" />
          <h1 className="mt-3 text-2xl font-semibold">{LOGIN_HEADING}</h1>
        </div>
        {expired && view.kind === 'login' && !view.reset && (
          <Notice tone="info" role="status" title="Your session has ended">
            Log in again to continue where you were.
          </Notice>
        )}
        {view.kind === 'login' && view.reset && (
          <Notice tone="success" role="status" title="Your password is changed">
            Every browser was signed out. Log in with your new password.
          </Notice>
        )}
        <div className="rounded-card border border-line bg-surface p-6">
          <Suspense fallback={<Spinner />}>
            {view.kind === 'login' ? (
              <div className="space-y-4">
                <LoginForm onLoggedIn={onLoggedIn} onForgot={() => setView({ kind: 'forgot' })} />
                <div className="border-t border-line pt-4">
                  <LoginWithPasskey onLoggedIn={onLoggedIn} />
                </div>
              </div>
            ) : view.kind === 'forgot' ? (
              <ForgotPasswordForm onBack={toLogin} />
            ) : (
              <ResetPasswordForm
                token={view.token}
                onDone={() => setView({ kind: 'login', reset: true })}
                onAskAgain={() => setView({ kind: 'forgot' })}
              />
            )}
          </Suspense>
        </div>
      </div>
    </main>
  );
}
