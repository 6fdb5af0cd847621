import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { json, problem, stubFetch, type Call } from '@/test/fetch-stub';
import { install } from './staging-test-data';
import { SqlTab } from './sql-tab';
import type { SqlEditorProps } from './sql-editor';
import { HOSTING_DOMAIN as DOMAIN, hostingTarget as target } from '@/test/fixtures';
import { PROD } from './cms-sites-test-data';
import { mountPage as mount } from '@/areas/apps/test-mount';

// jsdom has no layout, which CodeMirror needs: a labelled textarea stands in, with the same props
// (the real editor binds Ctrl/Cmd+Enter to onRun the same way).
vi.mock('./sql-editor', () => ({
  default: ({ value, onChange, onRun, labelledBy, describedBy }: SqlEditorProps) => (
    <textarea
      aria-labelledby={labelledBy}
      aria-describedby={describedBy}
      value={value}
      onChange={(e) => onChange(e.target.value)}
      onKeyDown={(e) => {
        if (e.key === 'Enter' && (e.ctrlKey || e.metaKey)) {
          e.preventDefault();
          onRun();
        }
      }}
    />
  ),
}));

const result = (rows: (string | number | null)[][], truncated = false) => ({
  target: target(),
  prefix: 'wp_',
  columns: ['id', 'post_title', 'post_excerpt'],
  rows,
  rowCount: rows.length,
  truncated,
});

const queries = (calls: Call[]) =>
  calls.filter((c) => c.method === 'POST').map((c) => (c.body as { query: string }).query);

async function openTab(answer: Parameters<typeof stubFetch>[0][string]) {
  const calls = stubFetch({
    'GET /api/v1/cms/installs/detail': json(install()),
    'POST /api/v1/cms/database/query': answer,
  });
  mount(<SqlTab input={DOMAIN} installId={PROD} />);
  const editor = await screen.findByRole('textbox', { name: 'SQL statement' });
  return { calls, editor };
}

describe('SqlTab', () => {
  it("labels the editor, explains the rule and the install's prefix, and runs with Ctrl+Enter", async () => {
    const { calls, editor } = await openTab(json(result([[1, 'Hello world', null]])));
    const hint = editor.getAttribute('aria-describedby')!;
    const hintText = document.getElementById(hint)!.textContent!;
    expect(hintText).toContain('Exactly one select, show, describe or explain statement is accepted');
    await waitFor(() =>
      expect(document.getElementById(hint)!.textContent).toContain(
        '{prefix} stands for wp_, so {prefix}posts is wp_posts',
      ),
    );

    fireEvent.change(editor, { target: { value: 'select * from {prefix}posts' } });
    fireEvent.keyDown(editor, { key: 'Enter', ctrlKey: true });
    const table = await screen.findByRole('table', { name: /Result of the statement/ });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['id', 'post_title', 'post_excerpt']);
    expect(
      within(table)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['1', 'Hello world', 'NULL']);
    expect(screen.getByText('1 row')).toBeDefined();
    expect(screen.queryByText(/Truncated/)).toBeNull();
    expect(queries(calls)).toEqual(['select * from {prefix}posts']);
    expect(calls.find((c) => c.method === 'POST')!.body).toMatchObject({ input: DOMAIN, install_id: PROD });
  });

  it('says visibly when the rows were cut at 200', async () => {
    const rows = Array.from({ length: 200 }, (_, i) => [i + 1, `Post ${i + 1}`, '']);
    await openTab(json(result(rows, true)));
    fireEvent.click(screen.getByRole('button', { name: 'Run' }));
    const notice = await screen.findByText('Truncated at 200 rows');
    expect(notice.parentElement!.textContent).toContain('returned more rows than the console shows');
    expect(screen.getByText('200 rows shown')).toBeDefined();
    expect(within(screen.getByRole('table')).getAllByRole('row')).toHaveLength(201);
  });

  it("shows a refusal as an alert with the server's reason", async () => {
    const { editor } = await openTab(
      problem(422, 'validation_failed', 'Only a read is accepted: UPDATE writes to the database', {
        errors: [{ path: 'query', message: 'An UPDATE statement changes data', code: 'invalid' }],
      }),
    );
    fireEvent.change(editor, { target: { value: "update {prefix}posts set post_title = 'x'" } });
    fireEvent.click(screen.getByRole('button', { name: 'Run' }));
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Refused: the statement was not run')).toBeDefined();
    expect(alert.textContent).toContain('Only a read is accepted: UPDATE writes to the database');
    expect(alert.textContent).toContain('An UPDATE statement changes data');
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('refuses an empty statement before sending it', async () => {
    const { calls, editor } = await openTab(json(result([])));
    fireEvent.change(editor, { target: { value: '   ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Run' }));
    await screen.findByText('Enter a statement');
    expect(editor.getAttribute('aria-describedby')).toMatch(/-error$/);
    expect(queries(calls)).toEqual([]);
  });
});
