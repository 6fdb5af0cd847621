// cn() builds tailwind-merge's class map from the groups in cn-groups.ts only (issue 34). Every
// class written in the dashboard's source that tailwind-merge's full set of groups knows must be
// known to cn() too, or a caller's class would no longer replace a component's own; and every
// group listed must be one some class belongs to, so the map stays as small as it can be.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { extendTailwindMerge, getDefaultConfig } from 'tailwind-merge';
import { cn, THEME_NAMES } from './cn';
import { USED_CLASS_GROUPS } from './cn-groups';

type Merge = (...classes: string[]) => string;

const SRC = path.resolve('src');

/** Every word of every string literal in src/ (tests aside) that could be a class: a superset. */
function classesWritten(): string[] {
  const words = new Set<string>();
  const read = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const file = path.join(dir, entry.name);
      if (entry.isDirectory()) read(file);
      else if (/\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name))
        for (const literal of fs.readFileSync(file, 'utf8').matchAll(/(['"`])((?:(?!\1)[^\\\n]|\\.)*)\1/g))
          for (const word of literal[2]!.split(/\s+/))
            if (/^[!a-z[-]\S*$/.test(word) && word.length < 60) words.add(word);
    }
  };
  read(SRC);
  return [...words];
}

/** A class a merge knows comes out of itself twice as itself once; one it does not know, twice. */
const knows = (merge: Merge, cls: string) => merge(cls, cls) === cls;

const full: Merge = extendTailwindMerge(THEME_NAMES);
const groupMerge = (group: string): Merge =>
  extendTailwindMerge(THEME_NAMES, (c) => ({ ...c, classGroups: { [group]: c.classGroups[group]! } }));
/** The groups of tailwind-merge's full set that know the class. */
const groupsOf = (cls: string, groups: string[]) => groups.filter((g) => knows(groupMerge(g), cls));

describe('cn() class groups', () => {
  const written = classesWritten().filter((cls) => knows(full, cls));

  it('reads the source: hundreds of classes tailwind-merge knows', () => {
    expect(written.length).toBeGreaterThan(300);
    expect(written).toEqual(expect.arrayContaining(['px-3', 'rounded-card', 'text-muted']));
  });

  it('knows every class written in src/ that the full set knows (else add its group to cn-groups.ts)', () => {
    const unknown = written.filter((cls) => !knows(cn, cls));
    const allGroups = Object.keys(getDefaultConfig().classGroups);
    expect(unknown.map((cls) => `${cls}: ${groupsOf(cls, allGroups).join(', ')}`)).toEqual([]);
  });

  it('lists no group that no class written in src/ belongs to', () => {
    const idle = USED_CLASS_GROUPS.filter((group) => {
      const merge = groupMerge(group);
      return !written.some((cls) => knows(merge, cls));
    });
    expect(idle).toEqual([]);
  });
});
