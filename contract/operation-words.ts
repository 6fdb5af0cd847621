// What an operation did, in words (issue 32): the audit log shows these, never an operation's id,
// and its search matches them. The dashboard keeps them as a generated table of strings
// (src/areas/account/operation-words.ts) so its chunk does not load the registry; the server
// derives them from the registry with the same two rules, so what a customer searches for is what
// the log shows.

/**
 * A summary's first clause, as a customer reads a line of the log: no parenthesised asides, nothing
 * after the first colon or semicolon, no code marks. "Invite a guest by email (owner only); a
 * re-invite stays pending…" is "Invite a guest by email".
 */
export function firstClause(summary: string): string {
  return summary
    .replace(/\s*\([^()]*\)/g, '')
    .split(/[;:] /)[0]!
    .replace(/`/g, '')
    .trim();
}

/**
 * An id the registry does not know (an operation newer than the dashboard, one since retired, or an
 * event the server records itself) said in the words of the id: "useTemporaryUrl" is "Use temporary
 * url", never nothing and never the bare id.
 */
export function wordsOfId(id: string): string {
  const words = id
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/[_-]+/g, ' ')
    .trim()
    .toLowerCase();
  return words ? words[0]!.toUpperCase() + words.slice(1) : id;
}
