// How a server's state and size read in words. The power state is always said
// in text beside its colour, so it does not depend on seeing the colour.
import type { BadgeTone } from '@/components/ui/badge';
import { formatNumber } from '@/lib/format';

const states: Record<string, { label: string; tone: BadgeTone }> = {
  running: { label: 'Running', tone: 'success' },
  stopped: { label: 'Stopped', tone: 'neutral' },
  stopping: { label: 'Stopping', tone: 'warning' },
  booting: { label: 'Booting', tone: 'info' },
  suspended: { label: 'Suspended', tone: 'danger' },
  provisioning: { label: 'Being set up', tone: 'info' },
  unknown: { label: 'State unknown', tone: 'warning' },
};

/** The power state's words and badge tone; a state this dashboard does not know yet is said as sent. */
export const powerState = (status: string) => states[status] ?? { label: status, tone: 'warning' as const };

export const formatMemory = (mb: number) =>
  mb >= 1024 ? `${formatNumber(mb / 1024, 1)} GB` : `${formatNumber(mb)} MB`;

/** "2 vCPU · 4 GB memory · 80 GB disk" */
export const formatSize = (s: { vcpus: number; memoryMb: number; diskGb: number }) =>
  `${formatNumber(s.vcpus)} vCPU · ${formatMemory(s.memoryMb)} memory · ${formatNumber(s.diskGb)} GB disk`;

export const formatGb = (gb: number) => `${formatNumber(gb, gb < 10 ? 2 : 1)} GB`;

/** A power change in progress: the state settles by itself, so screens poll until it has. */
export const isChanging = (status: string) =>
  status === 'stopping' || status === 'booting' || status === 'provisioning';
