// How a server's state and size read in words. The power state is always said
// in text beside its colour, so it does not depend on seeing the colour.
import { formatNumber } from '@/lib/format';
import { formatGigabytes, formatMegabytes, termOrSent } from '@/lib/glossary';

/** The power state's words and badge tone; a state this dashboard does not know yet is said as sent. */
export const powerState = (status: string) => termOrSent('vps', status);

export const formatMemory = (mb: number) => formatMegabytes(mb);

/** "2 vCPU · 4 GB memory · 80 GB disk" */
export const formatSize = (s: { vcpus: number; memoryMb: number; diskGb: number }) =>
  `${formatNumber(s.vcpus)} vCPU · ${formatMemory(s.memoryMb)} memory · ${formatGigabytes(s.diskGb)} disk`;

export const formatGb = (gb: number) => formatGigabytes(gb);

/** A power change in progress: the state settles by itself, so screens poll until it has. */
export const isChanging = (status: string) =>
  status === 'stopping' || status === 'booting' || status === 'provisioning';
