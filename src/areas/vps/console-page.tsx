// The server's serial console in the browser: a real terminal (xterm.js,
// loaded with this screen only) over a WebSocket. Each connection mints a new
// single-use ticket (POST /vps/console); a lost connection is reconnected the
// same way. The connection's state is said in words and announced; pasting
// types the text as keystrokes (a console has no clipboard), and Ctrl+Alt+Del
// is sent only after a confirmation, since it usually reboots the server.
import { useCallback, useEffect, useRef, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { Notice } from '@/components/ui/notice';
import { PageHeader, TrailLink } from '@/components/ui/page-header';
import { problemMessage } from '@/components/ui/problem-state';
import { connectConsole, socketUrl, type ConsoleSession, type ConsoleState } from './console-connection';
import { asKeystrokes } from './console-protocol';
import { ConsoleTerminal, type TerminalHandle } from './console-terminal';
import { useConsoleTicket } from './mutations';
import { PasteDialog } from './paste-dialog';
import { PowerStateBadge } from './power-state-badge';
import { vpsQueries } from './queries';

type ScreenState = { kind: 'loading' } | { kind: 'minting' } | ConsoleState;

function stateWords(s: ScreenState, hostname: string): string {
  switch (s.kind) {
    case 'loading':
      return 'Loading the terminal…';
    case 'minting':
      return 'Asking for a console ticket…';
    case 'connecting':
      return `Connecting to the console of ${hostname}…`;
    case 'open':
      return `Connected to the console of ${hostname}.`;
    case 'closed':
      return `Disconnected. ${s.reason}`;
    case 'failed':
      return `Could not connect. ${s.reason}`;
  }
}

export function ConsolePage({ input }: { input: string }) {
  const detail = useQuery(vpsQueries.detail(input));
  const hostname = detail.data?.hostname ?? `server ${input}`;
  const ticket = useConsoleTicket(input);
  const [state, setState] = useState<ScreenState>({ kind: 'loading' });
  const [pasting, setPasting] = useState(false);
  const [confirmCad, setConfirmCad] = useState(false);
  const terminal = useRef<TerminalHandle | null>(null);
  const session = useRef<ConsoleSession | null>(null);
  // Each connection's number: a closing old socket must not overwrite the state of the new one.
  const generation = useRef(0);
  const mint = ticket.mutateAsync;

  const connect = useCallback(async () => {
    const mine = ++generation.current;
    session.current?.close();
    session.current = null;
    setState({ kind: 'minting' });
    try {
      const t = await mint();
      if (mine !== generation.current) return;
      terminal.current?.write('\r\n');
      session.current = connectConsole(socketUrl(t.websocketUrl), {
        onOutput: (text) => terminal.current?.write(text),
        onState: (s) => {
          if (mine === generation.current) setState(s);
        },
      });
    } catch (e) {
      if (mine === generation.current) setState({ kind: 'failed', reason: problemMessage(e).detail });
    }
  }, [mint]);

  // Leaving the screen closes the connection; the ticket was single-use anyway.
  useEffect(
    () => () => {
      generation.current++;
      session.current?.close();
    },
    [],
  );

  const onReady = useCallback(
    (t: TerminalHandle) => {
      terminal.current = t;
      void connect();
    },
    [connect],
  );
  const open = state.kind === 'open';
  const busy = state.kind === 'minting' || state.kind === 'connecting' || state.kind === 'loading';

  return (
    <div className="space-y-4">
      <PageHeader
        up={[
          <TrailLink key="list" to="/vps">
            Virtual servers
          </TrailLink>,
          <TrailLink key="server" to="/vps/$serviceId" params={{ serviceId: input }}>
            {hostname}
          </TrailLink>,
        ]}
        here="Console"
        title={`Console of ${hostname}`}
      >
        {detail.data && (
          <p className="mt-1 flex items-center gap-2 text-sm text-muted">
            <PowerStateBadge status={detail.data.status} /> Serial console: what the server prints, and your keystrokes.
          </p>
        )}
      </PageHeader>
      {detail.data && !detail.data.consoleAvailable && (
        <Notice tone="warning" title="The console is not available now">
          The console answers while the server is running or booting; start it first if it is stopped.
        </Notice>
      )}
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p
          role="status"
          data-testid="console-state"
          className={state.kind === 'failed' || state.kind === 'closed' ? 'text-sm text-danger' : 'text-sm'}
        >
          {stateWords(state, hostname)}
        </p>
        <div className="flex flex-wrap gap-2">
          <Button size="sm" onClick={() => setPasting(true)} disabled={!open}>
            Paste as keystrokes…
          </Button>
          <Button size="sm" onClick={() => setConfirmCad(true)} disabled={!open}>
            Ctrl+Alt+Del…
          </Button>
          <Button size="sm" variant={open ? 'secondary' : 'primary'} onClick={() => void connect()} disabled={busy}>
            {open ? 'Reconnect' : 'Connect again'}
          </Button>
        </div>
      </div>
      <ConsoleTerminal
        label={`Terminal: console of ${hostname}`}
        onKeys={(k) => session.current?.sendKeys(k)}
        onReady={onReady}
      />
      <p className="text-sm text-muted">
        Keys you type in the terminal go to the server. Press Ctrl+Alt+Del with the button above: the keyboard shortcut
        is caught by your own computer.
      </p>
      <PasteDialog
        open={pasting}
        onClose={() => setPasting(false)}
        onType={(text) => {
          session.current?.sendKeys(asKeystrokes(text));
          setPasting(false);
          terminal.current?.focus();
        }}
      />
      <ConfirmDialog
        open={confirmCad}
        title={`Send Ctrl+Alt+Del to ${hostname}?`}
        confirmLabel="Send Ctrl+Alt+Del"
        busy={false}
        error={null}
        onConfirm={() => {
          session.current?.ctrlAltDel();
          setConfirmCad(false);
          terminal.current?.focus();
        }}
        onClose={() => setConfirmCad(false)}
      >
        <p>Most Linux systems reboot at once when they receive it, without waiting for programs to finish.</p>
      </ConfirmDialog>
    </div>
  );
}
