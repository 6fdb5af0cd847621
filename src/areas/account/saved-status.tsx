// The live "Saved" / "Unsaved changes" line beside a form's submit button.
import { formatDateTime } from '@/lib/format';

export function SavedStatus({ dirty, savedAt }: { dirty: boolean; savedAt: string | null }) {
  return (
    <p role="status" className="text-sm text-muted">
      {dirty ? 'Unsaved changes' : savedAt ? `Saved ${formatDateTime(savedAt)}` : ''}
    </p>
  );
}
