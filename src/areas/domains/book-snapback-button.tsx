// "Book" on a dropping name: asks for the Snapback hold and opens its
// confirmation page (the one C-tier operation: a person must approve it).
// A refusal (not eligible, already booked) is announced as a notice.
import { Button } from '@/components/ui/button';
import { displayDomain } from '@/lib/display-domain';
import { useDirectHold } from './direct-hold';
import { useBookSnapback } from './snapback-mutations';

export function BookSnapbackButton({ domain, disabled }: { domain: string; disabled?: boolean }) {
  const book = useBookSnapback();
  const hold = useDirectHold('snapback', book.mutateAsync);
  const name = displayDomain(domain);
  return (
    <Button
      size="sm"
      variant="primary"
      loading={book.isPending}
      disabled={disabled}
      onClick={() => void hold({ domain }, `${name} could not be booked`, domain)}
    >
      Book<span className="sr-only"> {name}</span>
    </Button>
  );
}
