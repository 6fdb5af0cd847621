// System / light / dark. Only this display preference is kept in
// localStorage (index.html applies it before first paint).
import { useState } from 'react';
import { Button } from '@/components/ui/button';

type Theme = 'system' | 'light' | 'dark';
const order: Theme[] = ['system', 'light', 'dark'];

function readTheme(): Theme {
  try {
    const t = localStorage.getItem('theme');
    return t === 'light' || t === 'dark' ? t : 'system';
  } catch {
    return 'system';
  }
}

export function applyTheme(theme: Theme) {
  try {
    if (theme === 'system') localStorage.removeItem('theme');
    else localStorage.setItem('theme', theme);
  } catch {
    // storage may be blocked; the theme still applies for this page
  }
  const dark = theme === 'dark' || (theme === 'system' && window.matchMedia?.('(prefers-color-scheme: dark)').matches);
  document.documentElement.classList.toggle('dark', Boolean(dark));
}

export function ThemeToggle() {
  const [theme, setTheme] = useState<Theme>(readTheme);
  const next = order[(order.indexOf(theme) + 1) % order.length];
  return (
    <Button
      variant="ghost"
      size="sm"
      aria-label={`Theme: ${theme}. Switch to ${next}`}
      onClick={() => {
        applyTheme(next);
        setTheme(next);
      }}
    >
      <span aria-hidden="true">{theme === 'dark' ? '☾' : theme === 'light' ? '☀' : '◐'}</span>
    </Button>
  );
}
