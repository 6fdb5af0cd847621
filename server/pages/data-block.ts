// The JSON data blocks the served page carries (the session, the shell's first answers, the scripts
// to load). Data blocks, not scripts: the strict CSP allows them, and `<` is escaped so that no
// value can end the element early.

/** `<script type="application/json" ${attribute}>` holding `value`; `attribute` names the block (`id="session-data"`). */
export function dataBlock(attribute: string, value: unknown): string {
  return `<script type="application/json" ${attribute}>${JSON.stringify(value).replace(/</g, '\\u003c')}</script>`;
}
