// Pages and posts of a CMS install: the filtered list, and in its place the
// editor for a new or an existing item. Trashing asks first and says the item
// can be restored from the CMS's trash.
import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { ProblemState } from '@/components/ui/problem-state';
import { Skeleton } from '@/components/ui/spinner';
import { ContentEditor } from './content-editor';
import { ContentFilterBar } from './content-filters';
import { ContentList, type Summary } from './content-list';
import { cmsContentQueries, type ContentFilters } from './content-queries';
import { TrashContentDialog } from './content-trash-dialog';

interface TabProps {
  input: string;
  installId: string;
}

type Mode = { kind: 'list' } | { kind: 'new' } | { kind: 'edit'; id: number };

export function ContentTab({ input, installId }: TabProps) {
  const [filters, setFilters] = useState<ContentFilters>({ type: 'post' });
  const [mode, setMode] = useState<Mode>({ kind: 'list' });
  const [trashing, setTrashing] = useState<Summary | null>(null);
  const [said, setSaid] = useState('');
  const noun = filters.type === 'page' ? 'page' : 'post';
  const back = (message: string) => {
    setMode({ kind: 'list' });
    setSaid(message);
  };

  const status = (
    <p role="status" className="text-sm text-success">
      {said}
    </p>
  );
  if (mode.kind === 'new')
    return (
      <ContentEditor
        input={input}
        installId={installId}
        type={filters.type}
        onSaved={(item) => back(`Created “${item.title}”.`)}
        onClose={() => back('')}
      />
    );
  if (mode.kind === 'edit')
    return (
      <EditExisting
        input={input}
        installId={installId}
        id={mode.id}
        onSaved={(title) => back(`Saved “${title}”.`)}
        onClose={() => back('')}
      />
    );
  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        {status}
        <Button variant="primary" onClick={() => (setSaid(''), setMode({ kind: 'new' }))}>
          {noun === 'page' ? 'New page' : 'New post'}
        </Button>
      </div>
      <Card className="space-y-4">
        <ContentFilterBar filters={filters} onFilters={setFilters} />
        <ContentList
          input={input}
          installId={installId}
          filters={filters}
          onSort={(sort) => setFilters({ ...filters, sort })}
          onEdit={(r) => (setSaid(''), setMode({ kind: 'edit', id: r.id }))}
          onTrash={(r) => (setSaid(''), setTrashing(r))}
        />
      </Card>
      <TrashContentDialog
        input={input}
        installId={installId}
        item={trashing}
        onClose={() => setTrashing(null)}
        onTrashed={(title) => {
          setTrashing(null);
          setSaid(`Moved “${title}” to the trash.`);
        }}
      />
    </div>
  );
}

interface EditExistingProps {
  input: string;
  installId: string;
  id: number;
  onSaved: (title: string) => void;
  onClose: () => void;
}

/** Reads the item with its body first: the editor starts from what the CMS has now. */
function EditExisting({ input, installId, id, onSaved, onClose }: EditExistingProps) {
  const q = useQuery(cmsContentQueries.item(input, installId, id));
  if (q.isPending)
    return (
      <Card>
        <span role="status" className="sr-only">
          Loading the editor…
        </span>
        <Skeleton lines={6} />
      </Card>
    );
  if (q.isError)
    return (
      <div className="space-y-3">
        <ProblemState error={q.error} onRetry={() => void q.refetch()} />
        <Button onClick={onClose}>Back to the list</Button>
      </div>
    );
  return (
    <ContentEditor
      input={input}
      installId={installId}
      type={q.data.type}
      item={q.data}
      onSaved={(item) => onSaved(item.title)}
      onClose={onClose}
    />
  );
}
