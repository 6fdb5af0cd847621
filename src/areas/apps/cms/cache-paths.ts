// The paths of a partial purge, typed one a line: blank lines are dropped and
// each path is checked by the contract's own rule, so a mistake is named by its
// line before anything is sent.
import { cmsToolOps } from '@contract/apps-cms-tools';

const Paths = cmsToolOps.purgeWebcache.body.shape.paths.unwrap();
const Path = Paths.element;
/** The contract's limit of paths per purge, read from its schema so the hint cannot drift. */
export const MAX_PATHS =
  Paths.def.checks?.map((c) => c._zod.def as { check: string; maximum?: number }).find((d) => d.check === 'max_length')
    ?.maximum ?? 50;

export type PathsCheck = { ok: true; paths: string[] } | { ok: false; message: string };

export function checkPaths(text: string): PathsCheck {
  const lines = text.split('\n').map((l) => l.trim());
  const paths = lines.filter((l) => l !== '');
  if (paths.length === 0) return { ok: false, message: 'Enter at least one path, such as /blog/' };
  const whole = Paths.safeParse(paths);
  if (!whole.success) {
    const issue = whole.error.issues[0]!;
    if (issue.path.length === 0) return { ok: false, message: `${issue.message} (you entered ${paths.length})` };
  }
  for (const [i, line] of lines.entries()) {
    if (line === '') continue;
    const one = Path.safeParse(line);
    if (!one.success) return { ok: false, message: `Line ${i + 1}: ${one.error.issues[0]!.message}` };
  }
  return { ok: true, paths };
}
