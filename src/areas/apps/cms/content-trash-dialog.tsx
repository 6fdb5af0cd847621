// Moving a page or post to the trash, after saying what happens: it leaves the
// site at once and can be restored from the CMS's own trash.
import type { Summary } from './content-list';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { useTrashCmsContent } from './content-mutations';

interface TrashContentDialogProps {
  input: string;
  installId: string;
  item: Summary | null;
  onClose: () => void;
  onTrashed: (title: string) => void;
}

export function TrashContentDialog({ input, installId, item, onClose, onTrashed }: TrashContentDialogProps) {
  const trash = useTrashCmsContent(input, installId);
  const close = () => {
    trash.reset();
    onClose();
  };
  return (
    <ConfirmDialog
      open={item !== null}
      title={`Move “${item?.title ?? ''}” to the trash?`}
      confirmLabel="Move to the trash"
      busy={trash.isPending}
      error={trash.error}
      onConfirm={() => item && trash.mutate(item.id, { onSuccess: () => (trash.reset(), onTrashed(item.title)) })}
      onClose={close}
    >
      <p>
        The {item?.type === 'page' ? 'page' : 'post'} leaves the site at once. It can be restored from the trash in the
        CMS&apos;s own admin.
      </p>
    </ConfirmDialog>
  );
}
