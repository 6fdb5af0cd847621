// Saving the lines a view has loaded as a .log file, made in the browser (the
// lines are already here; nothing is asked of the server again).

export function logFileName(domain: string, log: string, at: Date): string {
  const stamp = at.toISOString().slice(0, 19).replace(/[:T]/g, '-');
  return `${domain}-${log}-${stamp}.log`;
}

export function downloadLines(lines: string[], fileName: string) {
  const blob = new Blob([lines.join('\n') + (lines.length ? '\n' : '')], { type: 'text/plain;charset=utf-8' });
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = fileName;
  document.body.append(a);
  a.click();
  a.remove();
  // The click has handed the blob to the browser's download; free it after this turn.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
