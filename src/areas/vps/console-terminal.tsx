// The terminal itself: xterm.js with its fit addon and stylesheet, imported
// dynamically here so they load only with the console screen. What the
// terminal types goes to `onKeys`; the screen writes output through the handle
// it gets from `onReady` once the terminal is drawn. Screen-reader mode makes
// xterm keep an accessible copy of the lines and announce new output.
import { useEffect, useEffectEvent, useRef, useState } from 'react';
import { ProblemAlert } from '@/components/ui/problem-alert';

export interface TerminalHandle {
  write(text: string): void;
  focus(): void;
}

export function ConsoleTerminal({
  label,
  onKeys,
  onReady,
}: {
  label: string;
  onKeys: (text: string) => void;
  onReady: (terminal: TerminalHandle) => void;
}) {
  const box = useRef<HTMLDivElement>(null);
  const [failed, setFailed] = useState<string | null>(null);
  // The latest callbacks, so the terminal is made once and not on every render.
  const keys = useEffectEvent((text: string) => onKeys(text));
  const ready = useEffectEvent((terminal: TerminalHandle) => onReady(terminal));

  useEffect(() => {
    const el = box.current;
    if (!el) return;
    let cancelled = false;
    let dispose = () => {};
    void (async () => {
      try {
        const [{ Terminal }, { FitAddon }] = await Promise.all([
          import('@xterm/xterm'),
          import('@xterm/addon-fit'),
          import('@xterm/xterm/css/xterm.css'),
        ]);
        if (cancelled) return;
        const term = new Terminal({
          convertEol: false,
          cursorBlink: true,
          screenReaderMode: true,
          scrollback: 2000,
          fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace',
          fontSize: 14,
        });
        const fit = new FitAddon();
        term.loadAddon(fit);
        term.open(el);
        fit.fit();
        const typed = term.onData((d) => keys(d));
        const resize = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(() => fit.fit());
        resize?.observe(el);
        dispose = () => {
          resize?.disconnect();
          typed.dispose();
          term.dispose();
        };
        ready({ write: (t) => term.write(t), focus: () => term.focus() });
        term.focus();
      } catch (e) {
        if (!cancelled) setFailed(e instanceof Error ? e.message : String(e));
      }
    })();
    return () => {
      cancelled = true;
      dispose();
    };
  }, []);

  return (
    <>
      <div
        ref={box}
        role="region"
        aria-label={label}
        data-testid="vps-terminal"
        className="h-[28rem] w-full overflow-hidden rounded-md bg-black p-2"
      />
      {failed && (
        <ProblemAlert problem={`The terminal could not be loaded: ${failed}. Reload the page to try again.`} />
      )}
    </>
  );
}
