// The palette's own source, "Screens": the nav list, matched typo-tolerantly on label, keywords
// and group. It lives with the palette (a lazy chunk), not in the shell's first load.
import type { CommandItem, CommandSource } from './command-sources';
import { fuzzyFilter, type FuzzyKey } from './fuzzy-filter';
import type { NavItem } from './nav-items';

const screenKeys: FuzzyKey<NavItem>[] = [
  { name: 'label', get: (item) => item.label, weight: 3 },
  { name: 'keywords', get: (item) => item.keywords, weight: 1.5 },
  { name: 'group', get: (item) => item.group, weight: 1 },
];

const toItem = (item: NavItem): CommandItem => ({
  id: `screen:${item.to}`,
  label: item.label,
  hint: item.group,
  link: { to: item.to },
});

export function screensSource(items: NavItem[]): CommandSource {
  return {
    id: 'screens',
    label: 'Screens',
    // An empty query lists every screen at once, without waiting for the matcher.
    search: (query) =>
      query.trim() ? fuzzyFilter(items, screenKeys, query).then((found) => found.map(toItem)) : items.map(toItem),
  };
}
