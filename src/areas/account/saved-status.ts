// What the status beside a settings form's Save button says.
import { formatDateTime } from '@/lib/format';

export const savedStatus = (dirty: boolean, savedAt: string | null) =>
  dirty ? 'Unsaved changes' : savedAt ? `Saved ${formatDateTime(savedAt)}` : '';
