// Purging some paths of the cache: one a line, each starting with /, at most
// the contract's number. A mistake is named by its line before anything is
// sent; the server's refusal is shown at the top, and the text stays.
import { useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { Card, CardTitle } from '@/components/ui/card';
import { Field } from '@/components/ui/field';
import { ProblemAlert } from '@/components/ui/problem-alert';
import { TextArea } from '@/components/ui/text-area';
import { usePurgeWebcache } from './cache-mutations';
import { MAX_PATHS, checkPaths } from './cache-paths';

interface PurgePathsFormProps {
  input: string;
  onPurged: (count: number) => void;
}

export function PurgePathsForm({ input, onPurged }: PurgePathsFormProps) {
  const purge = usePurgeWebcache(input);
  const [text, setText] = useState('');
  const [error, setError] = useState<string | undefined>();
  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    const check = checkPaths(text);
    if (!check.ok) return setError(check.message);
    setError(undefined);
    purge.mutate(check.paths, {
      onSuccess: (r) => {
        setText('');
        onPurged(r.paths.length);
      },
    });
  };
  return (
    <Card aria-labelledby="purge-paths-title">
      <CardTitle>
        <span id="purge-paths-title">Purge some paths</span>
      </CardTitle>
      <form onSubmit={onSubmit} noValidate className="space-y-3" aria-labelledby="purge-paths-title">
        {purge.isError && <ProblemAlert problem={purge.error} boxed />}
        <Field
          label="Paths"
          hint={`One a line, each starting with /, at most ${MAX_PATHS}`}
          error={error ? { message: error } : undefined}
        >
          {(p) => (
            <TextArea
              {...p}
              rows={5}
              spellCheck={false}
              className="font-mono text-sm"
              placeholder={'/\n/blog/\n/wp-content/themes/style.css'}
              value={text}
              onChange={(e) => setText(e.target.value)}
            />
          )}
        </Field>
        <Button type="submit" loading={purge.isPending}>
          Purge these paths
        </Button>
      </form>
    </Card>
  );
}
