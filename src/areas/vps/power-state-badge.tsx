import { Badge } from '@/components/ui/badge';
import { powerState } from './vps-format';

/** The power state as a badge whose text says it ("Running"), for the card and the detail page. */
export function PowerStateBadge({ status }: { status: string }) {
  const s = powerState(status);
  return (
    <Badge tone={s.tone}>
      <span className="sr-only">Power state: </span>
      {s.label}
    </Badge>
  );
}
