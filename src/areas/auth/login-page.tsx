// The login screen: a centred card, the session-expired note when we were sent
// here by a 401, and the login form.
import { LoginForm } from './login-form';
import { Notice } from '@/components/ui/notice';

interface LoginPageProps {
  expired: boolean;
  onLoggedIn: () => void;
}

export function LoginPage({ expired, onLoggedIn }: LoginPageProps) {
  return (
    <main id="main" className="flex min-h-dvh items-start justify-center px-4 py-12 sm:items-center">
      <div className="w-full max-w-sm space-y-6">
        <div className="text-center">
          <img src="/favicon.svg" alt="" className="mx-auto size-10" />
          <h1 className="mt-3 text-2xl font-semibold">Log in to your control panel</h1>
        </div>
        {expired && (
          <Notice tone="info" role="status" title="Your session has ended">
            Log in again to continue where you were.
          </Notice>
        )}
        <div className="rounded-card border border-line bg-surface p-6">
          <LoginForm onLoggedIn={onLoggedIn} />
        </div>
      </div>
    </main>
  );
}
