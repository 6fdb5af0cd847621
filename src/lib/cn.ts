// Class names for a component: its own classes, then the parts that apply, skipping falsy ones.
// No two parts may set the same thing (two paddings, two text colours): a component that lets a
// caller or a state change one of its utilities offers that as a variant or a condition, so every
// element's classes say what it looks like. That is what lets the page load without a class-merging
// library: tailwind-merge's map of Tailwind's classes cost every load a 40–90 ms task (issue 34).
// The component tests hold the rule: src/test/class-conflicts.ts fails any render whose classes
// conflict, the way tailwind-merge would have resolved them.

type ClassCheck = (classes: string) => void;
let check: ClassCheck | undefined;

/** Tests only: run `fn` on every class list cn builds (src/test/setup.ts). */
export function checkClassesWith(fn: ClassCheck | undefined): void {
  check = fn;
}

/** Join class names, skipping falsy ones. */
export function cn(...parts: Array<string | false | null | undefined>): string {
  const classes = parts.filter(Boolean).join(' ');
  check?.(classes);
  return classes;
}
