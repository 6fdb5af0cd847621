// System / light / dark: a preference of the account (ADR 030), so the choice made here follows
// the customer to another browser. Until the preferences are read it shows the theme this browser
// last drew (the first-paint cache that public/boot.js applies).
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Button } from '@/components/ui/button';
import { problemMessage } from '@/components/ui/problem-state';
import { notify } from '@/lib/notices';
import { preferencesQuery, saveTheme } from '@/lib/preferences';
import { cachedTheme, THEME_ORDER } from '@/lib/preferences-theme';

export function ThemeToggle() {
  const queryClient = useQueryClient();
  const theme = useQuery(preferencesQuery).data?.theme ?? cachedTheme();
  const next = THEME_ORDER[(THEME_ORDER.indexOf(theme) + 1) % THEME_ORDER.length]!;
  return (
    <Button
      variant="ghost"
      size="sm"
      aria-label={`Theme: ${theme}. Switch to ${next}`}
      onClick={() => {
        // The button's control stays, but its label already moved on: say it in a notice.
        saveTheme(queryClient, next).catch((e: unknown) =>
          notify('danger', 'The theme was not saved', problemMessage(e).detail),
        );
      }}
    >
      <span aria-hidden="true">{theme === 'dark' ? '☾' : theme === 'light' ? '☀' : '◐'}</span>
    </Button>
  );
}
