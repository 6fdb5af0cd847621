// Test helpers that read the page the way assistive technology does.

/** The text a screen reader reads as the description of a control (hints, limits, errors). */
export function describedText(control: HTMLElement): string {
  const ids = control.getAttribute('aria-describedby')?.split(/\s+/) ?? [];
  return ids.map((id) => document.getElementById(id)?.textContent ?? '').join(' ');
}
