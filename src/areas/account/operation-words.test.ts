// The audit log says what was done in words (issue 32), not as an operation id: the words of each
// operation are the first clause of its summary in the contract. They are kept as a plain table in
// operation-words.ts, so the audit log's chunk carries some strings rather than the whole registry
// and its schemas; this test writes that table from the registry and fails when the two differ.
// Regenerate with `npx vitest run src/areas/account/operation-words.test.ts -u`.
import path from 'node:path';
import prettier from 'prettier';
import { describe, expect, it } from 'vitest';
import { operations } from '@contract/registry';
import { operationWords, wordsOfOperation } from './operation-words';

/**
 * A summary's first clause, as a customer reads a line of the log: no parenthesised asides, nothing
 * after the first colon or semicolon, no code marks. "Invite a guest by email (owner only); a
 * re-invite stays pending…" is "Invite a guest by email".
 */
function firstClause(summary: string): string {
  return summary
    .replace(/\s*\([^()]*\)/g, '')
    .split(/[;:] /)[0]!
    .replace(/`/g, '')
    .trim();
}

const file = path.join(import.meta.dirname, 'operation-words.ts');

async function tableSource(): Promise<string> {
  const table = Object.fromEntries(
    [...operations].sort((a, b) => a.id.localeCompare(b.id)).map((op) => [op.id, firstClause(op.summary)]),
  );
  const code = `// Written by operation-words.test.ts from the contract's operation summaries: do not edit.
// What each operation does, in words, for the audit log (issue 32): a table of strings, so the log's
// chunk does not load the whole contract registry with its schemas.

/** An operation's words by its id: the first clause of its summary in the contract. */
export const operationWords: Readonly<Record<string, string>> = ${JSON.stringify(table)};

/**
 * What an operation did, in words. An id this dashboard does not know (an operation newer than it, or
 * one since retired) is said in the words of the id itself: "renewSslCertificate" is "Renew ssl
 * certificate", never nothing and never the bare id.
 */
export function wordsOfOperation(id: string): string {
  const known = operationWords[id];
  if (known !== undefined) return known;
  const words = id.replace(/([a-z0-9])([A-Z])/g, '$1 $2').replace(/[_-]+/g, ' ').trim().toLowerCase();
  return words ? words[0]!.toUpperCase() + words.slice(1) : id;
}
`;
  const options = (await prettier.resolveConfig(file)) ?? {};
  return prettier.format(code, { ...options, filepath: file });
}

describe('operation words', () => {
  it('are the table the contract writes', async () => {
    await expect(await tableSource()).toMatchFileSnapshot(file);
  });

  it('name every operation of the registry, in words', () => {
    expect(Object.keys(operationWords).sort()).toEqual(operations.map((op) => op.id).sort());
    for (const [id, words] of Object.entries(operationWords)) {
      expect(words, id).toMatch(/^[A-Z]/);
      expect(words, id).not.toContain(id);
      expect(words, id).not.toMatch(/[`;]/);
    }
    expect(wordsOfOperation('inviteGuest')).toBe('Invite a guest by email');
    expect(wordsOfOperation('requestServiceAddon')).toBe('Hold adding or removing an addon for confirmation');
  });

  it('say an operation the dashboard does not know in the words of its id', () => {
    expect(wordsOfOperation('renewSslCertificate')).toBe('Renew ssl certificate');
    expect(wordsOfOperation('purge_old_mail')).toBe('Purge old mail');
  });

  it('keep a summary to its first clause', () => {
    expect(firstClause('Invite a guest by email (owner only); a re-invite stays pending')).toBe(
      'Invite a guest by email',
    );
    expect(firstClause('Begin authenticator enrolment: returns an otpauth URI to scan')).toBe(
      'Begin authenticator enrolment',
    );
    expect(firstClause('Create an API token; its secret is in `token` this once')).toBe('Create an API token');
    expect(firstClause('Revoke an API token')).toBe('Revoke an API token');
  });
});
