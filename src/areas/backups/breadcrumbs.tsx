// Where the files browser is inside a backup: the home folder, then each
// folder down to the open one. Every step but the last opens that folder.
import { Fragment } from 'react';

/** `/public_html/img` → [['/', 'Home'], ['/public_html', 'public_html'], ['/public_html/img', 'img']]. */
export function crumbs(path: string): Array<[string, string]> {
  const names = path.split('/').filter(Boolean);
  return [['/', 'Home'], ...names.map((n, i): [string, string] => [`/${names.slice(0, i + 1).join('/')}`, n])];
}

export function Breadcrumbs({ path, onOpen }: { path: string; onOpen: (path: string) => void }) {
  const steps = crumbs(path);
  return (
    <nav aria-label="Folder in the backup">
      <ol className="flex flex-wrap items-center gap-1 text-sm">
        {steps.map(([p, name], i) => (
          <Fragment key={p}>
            {i > 0 && (
              <li aria-hidden="true" className="text-muted">
                /
              </li>
            )}
            <li className="break-all">
              {i === steps.length - 1 ? (
                <span aria-current="location" className="font-medium">
                  {name}
                </span>
              ) : (
                <button
                  type="button"
                  className="text-accent underline-offset-2 hover:underline"
                  onClick={() => onOpen(p)}
                >
                  {name}
                </button>
              )}
            </li>
          </Fragment>
        ))}
      </ol>
    </nav>
  );
}
