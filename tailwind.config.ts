// Theme tokens for the dashboard, loaded from src/styles.css with `@config`.
// Colours are semantic (surface, fg, accent, danger…) and resolve to CSS
// variables, so dark mode swaps one set of values instead of every class.
import type { Config } from 'tailwindcss';
import plugin from 'tailwindcss/plugin';

const light = {
  '--canvas': '#f6f7f9',
  '--surface': '#ffffff',
  '--surface-2': '#f0f2f5',
  '--fg': '#111827',
  '--muted': '#4b5563', // 7:1 on white: muted text stays readable
  '--line': '#d6dae1',
  '--accent': '#1d4ed8',
  '--accent-fg': '#ffffff',
  '--danger': '#b91c1c',
  '--warning': '#92400e',
  '--warning-bg': '#fef3c7',
  '--success': '#166534',
  '--focus': '#2563eb',
};

const dark = {
  '--canvas': '#0b0f17',
  '--surface': '#121826',
  '--surface-2': '#1a2233',
  '--fg': '#e5e7eb',
  '--muted': '#a3acba',
  '--line': '#2b3547',
  '--accent': '#60a5fa',
  '--accent-fg': '#0b0f17',
  '--danger': '#f87171',
  '--warning': '#fcd34d',
  '--warning-bg': '#3a2a06',
  '--success': '#4ade80',
  '--focus': '#93c5fd',
};

export default {
  content: ['./index.html', './src/**/*.{ts,tsx}'],
  theme: {
    extend: {
      colors: {
        canvas: 'var(--canvas)',
        surface: { DEFAULT: 'var(--surface)', 2: 'var(--surface-2)' },
        fg: 'var(--fg)',
        muted: 'var(--muted)',
        line: 'var(--line)',
        accent: { DEFAULT: 'var(--accent)', fg: 'var(--accent-fg)' },
        danger: 'var(--danger)',
        warning: { DEFAULT: 'var(--warning)', bg: 'var(--warning-bg)' },
        success: 'var(--success)',
        focus: 'var(--focus)',
      },
      fontFamily: {
        sans: ['Inter', 'ui-sans-serif', 'system-ui', 'Segoe UI', 'Roboto', 'sans-serif'],
        mono: ['ui-monospace', 'SFMono-Regular', 'Menlo', 'monospace'],
      },
      borderRadius: { card: '0.75rem' },
      maxWidth: { page: '80rem' },
    },
  },
  plugins: [
    plugin(({ addBase }) => {
      addBase({ ':root': { ...light, colorScheme: 'light' }, '.dark': { ...dark, colorScheme: 'dark' } });
    }),
  ],
} satisfies Config;
