// Mistakes in a schedule are said in the dashboard's words (issue 32): what customers typed, as the
// cron editor shows it while it is typed and on each field after Add, never a library's message
// ("Error: hours part must be >= 0"), and nothing is sent.
import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { json, stubFetch } from '@/test/fetch-stub';
import { renderApp } from '@/test/render-app';
import { SCHEDULE_MISTAKES } from '@contract/cron-rules-mistakes.test-data';
import { accountsPage, jobsPage } from './cron-test-data';
import { FIELD_LABELS, FIELD_NAMES, type FieldName } from './schedule-fields';
import { HOSTING_DOMAIN as DOMAIN, shellRoutes } from '@/test/fixtures';

const LIBRARY_WORDS = /Error:|must be >=|part must|Invalid|Expected|received|undefined|NaN/;

async function openEditor() {
  const calls = stubFetch({
    ...shellRoutes(),
    'GET /api/v1/hosting': json(accountsPage()),
    'GET /api/v1/cron/jobs': json(jobsPage([])),
  });
  renderApp(`/cron/new?input=${DOMAIN}`);
  const form = await screen.findByRole('form', { name: 'Add a cron job' });
  const preview = screen.getByTestId('schedule-preview');
  // the editor starts on a preset the describer has read
  await waitFor(() => expect(preview.textContent).toContain('reads as'));
  return { calls, form, preview };
}

const input = (form: HTMLElement, f: FieldName) => within(form).getByLabelText(FIELD_LABELS[f]) as HTMLInputElement;

/** The message under a field, as a screen reader reads it with the field. */
const errorOf = (el: HTMLElement) => {
  if (el.getAttribute('aria-invalid') !== 'true') return null;
  const id = el.getAttribute('aria-describedby')!.split(' ').at(-1)!;
  return document.getElementById(id)!.textContent;
};

describe('Schedule mistakes in plain words', () => {
  it.each(SCHEDULE_MISTAKES)('%s, typed field by field', async (line, expected: Partial<Record<FieldName, string>>) => {
    const { calls, form, preview } = await openEditor();
    const parts = line.split(' ');
    FIELD_NAMES.forEach((f, i) => fireEvent.change(input(form, f), { target: { value: parts[i] ?? '' } }));
    fireEvent.change(within(form).getByLabelText(/Command/), { target: { value: 'php ~/public_html/cron.php' } });

    // while typing: the first mistake, in words
    const first = FIELD_NAMES.map((f) => expected[f]).find(Boolean)!;
    await waitFor(() => expect(preview.textContent).toContain(`is not a schedule yet: ${first}.`));

    // after Add: every wrong field says what is wrong with it, the others nothing
    fireEvent.click(within(form).getByRole('button', { name: 'Add cron job' }));
    await waitFor(() =>
      expect(input(form, Object.keys(expected)[0] as FieldName).getAttribute('aria-invalid')).toBe('true'),
    );
    expect(Object.fromEntries(FIELD_NAMES.map((f) => [f, errorOf(input(form, f))]))).toEqual(
      Object.fromEntries(FIELD_NAMES.map((f) => [f, expected[f] ?? null])),
    );
    expect(form.textContent).not.toMatch(LIBRARY_WORDS);
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
  });

  it('spreads a whole schedule pasted into one field over the five, and says what is wrong in it', async () => {
    const { form, preview } = await openEditor();
    fireEvent.paste(input(form, 'minute'), { clipboardData: { getData: () => ' 0 -1 * *  mon-fri\n' } });
    expect(FIELD_NAMES.map((f) => input(form, f).value)).toEqual(['0', '-1', '*', '*', 'mon-fri']);
    await waitFor(() =>
      expect(preview.textContent).toContain('is not a schedule yet: Write the hour values without a + or - sign.'),
    );
    fireEvent.paste(input(form, 'day_of_month'), { clipboardData: { getData: () => '15 4 1,15 * *' } });
    expect(FIELD_NAMES.map((f) => input(form, f).value)).toEqual(['15', '4', '1,15', '*', '*']);
    await waitFor(() => expect(preview.textContent).toContain('reads as'));
    expect(preview.textContent).not.toMatch(LIBRARY_WORDS);
  });

  it('leaves a pasted line of six fields (seconds) in its field, which says a line has five', async () => {
    const { form } = await openEditor();
    const minute = input(form, 'minute');
    fireEvent.paste(minute, { clipboardData: { getData: () => '0 0 3 * * 1' } });
    // not spread: the browser pastes it into the field as usual
    expect(input(form, 'hour').value).toBe('3');
    fireEvent.change(minute, { target: { value: '0 0 3 * * 1' } });
    fireEvent.change(within(form).getByLabelText(/Command/), { target: { value: 'php cron.php' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Add cron job' }));
    await waitFor(() => expect(errorOf(minute)).toContain('a crontab line has exactly five fields'));
  });
});
