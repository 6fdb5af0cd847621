// Small inline icons beside the words of a run's result, so a failed or
// missed run stands out at a glance; the word beside them carries the meaning
// (the icons are hidden from screen readers, and colour is never the only cue).
const box = { width: 14, height: 14, viewBox: '0 0 16 16', 'aria-hidden': true, focusable: false } as const;

export function FailedIcon() {
  return (
    <svg {...box} fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round">
      <circle cx="8" cy="8" r="6.5" />
      <path d="M5.5 5.5l5 5M10.5 5.5l-5 5" />
    </svg>
  );
}

export function SucceededIcon() {
  return (
    <svg {...box} fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round">
      <circle cx="8" cy="8" r="6.5" />
      <path d="M5 8.2l2 2 4-4.4" />
    </svg>
  );
}

export function MissedIcon() {
  return (
    <svg {...box} fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round">
      <circle cx="8" cy="8" r="6.5" />
      <path d="M8 4.5V8l2.5 1.5" />
    </svg>
  );
}
