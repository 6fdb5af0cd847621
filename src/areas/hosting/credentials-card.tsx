// How to connect to the account: control panel, FTP, SFTP/SSH, database host,
// paths and address, each with a copy button. Passwords are never shown here:
// they are set or reset in the control panel.
import type { ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { HostingCredentials } from '@contract/hosting';
import { Card, CardTitle } from '@/components/ui/card';
import { CopyButton } from '@/components/ui/copy-button';
import { ProblemState } from '@/components/ui/problem-state';
import { Skeleton } from '@/components/ui/spinner';
import { hostingQueries } from './queries';

type Credentials = z.infer<typeof HostingCredentials>;

export function CredentialsCard({ input }: { input: string }) {
  const q = useQuery(hostingQueries.credentials(input));
  return (
    <Card aria-labelledby="credentials-title">
      <CardTitle>
        <span id="credentials-title">Connection details</span>
      </CardTitle>
      <p className="mb-3 text-sm text-muted">Passwords are never shown here: set or reset them in the control panel.</p>
      {q.isPending ? (
        <>
          <span role="status" className="sr-only">
            Loading the connection details…
          </span>
          <Skeleton lines={6} />
        </>
      ) : q.isError ? (
        <ProblemState error={q.error} onRetry={() => void q.refetch()} />
      ) : (
        <CredentialList c={q.data} />
      )}
    </Card>
  );
}

function CredentialList({ c }: { c: Credentials }) {
  return (
    <div className="space-y-5 text-sm">
      <Group title="Control panel">
        <Row label="Address" value={c.controlPanel.url} />
        <Row label="Username" value={c.controlPanel.username} what="the control-panel username" />
      </Group>
      <Group title={`FTP${c.ftp.explicitTls ? ' (explicit TLS: FTPES)' : ''}`}>
        <Row label="Host" value={c.ftp.host} what="the FTP host" />
        <Row label="Port" value={String(c.ftp.port)} what="the FTP port" />
        <Row label="Username" value={c.ftp.username} what="the FTP username" />
      </Group>
      <Group title="SFTP" off={c.sftp.enabled ? undefined : 'SFTP is not included in this plan.'}>
        <Row label="Host" value={c.sftp.host} what="the SFTP host" />
        <Row label="Port" value={String(c.sftp.port)} what="the SFTP port" />
        <Row label="Username" value={c.sftp.username} what="the SFTP username" />
      </Group>
      <Group title="SSH" off={c.ssh.enabled ? undefined : 'SSH access is not included in this plan.'}>
        <Row label="Command" value={`ssh -p ${c.ssh.port} ${c.ssh.username}@${c.ssh.host}`} what="the SSH command" />
        {c.ssh.hostKeyFingerprint && (
          <Row label="Host key" value={c.ssh.hostKeyFingerprint} what="the SSH host key fingerprint" />
        )}
      </Group>
      <Group title="Databases">
        <Row label="Host" value={c.database.host} what="the database host" />
        <Row label="Port" value={String(c.database.port)} what="the database port" />
        {c.database.adminUrl && (
          <Row label="Admin tool" value={c.database.adminUrl} what="the database admin address" />
        )}
      </Group>
      <Group title="Paths and address">
        <Row label="Home directory" value={c.homeDirectory} what="the home directory" />
        <Row label="Document root" value={c.documentRoot} what="the document root" />
        <Row label="IP address" value={c.ipAddress} what="the IP address" />
      </Group>
    </div>
  );
}

/** `off`: why there is nothing to connect to (not in the plan), said instead of the rows. */
function Group({ title, off, children }: { title: string; off?: string; children: ReactNode }) {
  return (
    <div>
      <h3 className="mb-1 font-medium">{title}</h3>
      {off ? <p className="text-muted">{off}</p> : <dl className="space-y-1">{children}</dl>}
    </div>
  );
}

function Row({ label, value, what }: { label: string; value: string; what?: string }) {
  return (
    <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
      <dt className="w-32 shrink-0 text-muted">{label}</dt>
      <dd className="flex min-w-0 flex-1 flex-wrap items-center gap-2">
        <code className="break-all">{value}</code>
        <CopyButton value={value} what={what ?? `the ${label.toLowerCase()}`} />
      </dd>
    </div>
  );
}
