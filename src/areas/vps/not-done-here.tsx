import { Notice } from '@/components/ui/notice';

/** What this dashboard (and the API) does not do to a server, said plainly so nobody looks for it. */
export function NotDoneHere() {
  return (
    <Notice tone="info" title="Not done here">
      Reinstalling, resizing, deleting and snapshots of a server are not done in this dashboard or through the API.
      Contact support for them.
    </Notice>
  );
}
