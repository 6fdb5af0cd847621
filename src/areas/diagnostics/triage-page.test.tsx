import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { json, problem, stubFetch } from '@/test/fetch-stub';
import { pendingAction, shellRoutes } from '@/test/fixtures';
import { describeLimits, limitsOf } from '@/lib/form-limits';
import { renderApp } from '@/test/render-app';
import { MAIL_DOMAIN, brokenMx, check, triage } from './diagnostics-test-data';
import { detailSchema, inputSchema } from './triage-form-schema';

const url = `/diagnostics?input=${MAIL_DOMAIN}&symptom=mail_bouncing`;

const couldNot = () =>
  check({
    id: 'blocklists',
    label: 'Blocklists',
    status: 'unknown',
    detail: 'The blocklist service did not answer in time.',
    evidence: [],
  });
const spf = () =>
  check({ id: 'spf', label: 'SPF', status: 'warn', detail: 'SPF ends in ~all.', evidence: ['v=spf1 ~all'] });

describe('What is wrong? (triage)', () => {
  it('asks for the symptom and the site, and runs the triage for what was chosen', async () => {
    const calls = stubFetch({ ...shellRoutes(), 'GET /api/v1/diagnostics': json(triage([brokenMx()])) });
    renderApp('/diagnostics');
    await screen.findByRole('heading', { name: 'What is wrong?' });
    fireEvent.change(screen.getByLabelText('Website, domain or mailbox'), { target: { value: MAIL_DOMAIN } });
    fireEvent.click(screen.getByRole('button', { name: 'Run the checks' }));
    // no symptom chosen: nothing is sent
    expect(await screen.findByText('Choose what is not working.')).toBeInstanceOf(HTMLElement);
    expect(calls.some((c) => c.url.pathname === '/api/v1/diagnostics')).toBe(false);
    fireEvent.click(screen.getByLabelText('Email I send bounces back, or mail to me bounces'));
    fireEvent.click(screen.getByRole('button', { name: 'Run the checks' }));
    await screen.findByRole('heading', { name: /^Likely cause/ });
    // the answer takes the focus, so a phone or a screen reader lands on it
    await waitFor(() =>
      expect(document.activeElement?.textContent).toMatch(/^Email I send bounces back.*: fjordbyte\.se$/),
    );
    const call = calls.find((c) => c.url.pathname === '/api/v1/diagnostics')!;
    expect(call.url.searchParams.get('input')).toBe(MAIL_DOMAIN);
    expect(call.url.searchParams.get('symptom')).toBe('mail_bouncing');
  });

  it('shows beside each field the limit of the contract schema that checks it', async () => {
    stubFetch({ ...shellRoutes() });
    renderApp('/diagnostics');
    await screen.findByRole('heading', { name: 'What is wrong?' });
    const hintOf = (label: string) =>
      document.getElementById(screen.getByLabelText(label).getAttribute('aria-describedby')!)!.textContent;
    expect(hintOf('Website, domain or mailbox')).toContain(describeLimits(limitsOf(inputSchema))!);
    expect(hintOf('Anything else we should know? (optional)')).toBe(describeLimits(limitsOf(detailSchema)));
  });

  it('offers "I don’t know: check everything" first, and then asks with no symptom', async () => {
    const calls = stubFetch({
      ...shellRoutes(),
      'GET /api/v1/diagnostics': json(triage([brokenMx()], { symptom: null })),
    });
    renderApp('/diagnostics');
    await screen.findByRole('heading', { name: 'What is wrong?' });
    const choices = within(screen.getByRole('group', { name: 'What is not working?' })).getAllByRole('radio');
    expect(choices[0]!.closest('label')!.textContent).toBe('I don’t know: check everything');
    fireEvent.click(choices[0]!);
    fireEvent.change(screen.getByLabelText('Website, domain or mailbox'), { target: { value: MAIL_DOMAIN } });
    fireEvent.click(screen.getByRole('button', { name: 'Run the checks' }));
    await screen.findByRole('heading', { name: /^Likely cause/ });
    expect(screen.getByRole('heading', { name: `Everything checked: ${MAIL_DOMAIN}` })).toBeInstanceOf(HTMLElement);
    const call = calls.find((c) => c.url.pathname === '/api/v1/diagnostics')!;
    expect(call.url.searchParams.get('input')).toBe(MAIL_DOMAIN);
    expect(call.url.searchParams.has('symptom')).toBe(false);
  });

  it('puts the likely cause and next steps on top, problems first, and never counts "could not check" as a problem', async () => {
    stubFetch({
      ...shellRoutes(),
      'GET /api/v1/diagnostics': json(
        triage([check({ id: 'ns', label: 'Nameservers' }), couldNot(), spf(), brokenMx()]),
      ),
    });
    renderApp(url);
    expect(
      await screen.findByText(/point at mx\.old-provider\.example, which does not accept its mail/),
    ).toBeInstanceOf(HTMLElement);
    expect(screen.getByRole('list', { name: 'Findings: problems found' }).textContent).toMatch(/MX records.*SPF/);
    const problems = within(screen.getByRole('list', { name: 'Findings: problems found' })).getAllByRole('article');
    expect(problems.map((a) => a.querySelector('h4')!.textContent)).toEqual(['MX records', 'SPF']);
    // the check that could not run is in its own group, said as such, with no fix and no problem wording
    const unknown = screen.getByRole('article', { name: 'Blocklists' });
    expect(screen.getByRole('list', { name: 'Findings: could not check' }).contains(unknown)).toBe(true);
    expect(unknown.textContent).toContain('Could not check');
    expect(unknown.textContent).not.toMatch(/Problem|Warning/);
    expect(within(unknown).queryByRole('button')).toBeNull();
    expect(screen.getByText('1 problem, 1 warning, 1 passed, 1 could not be checked')).toBeInstanceOf(HTMLElement);
    // next steps in order
    const steps = screen.getByRole('heading', { name: 'Next steps' }).nextElementSibling!;
    expect(
      within(steps as HTMLElement)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Apply the fix for the MX records.', 'Send a test message from another provider.']);
    // evidence is folded away until asked for
    const mx = screen.getByRole('article', { name: 'MX records' });
    const evidence = mx.querySelector('details')!;
    expect(evidence.open).toBe(false);
    expect(within(mx).getByText('What was checked (2)')).toBeInstanceOf(HTMLElement);
  });

  it('"Fix it" sends exactly the fix action, runs the triage again and shows the check passing', async () => {
    const calls = stubFetch({
      ...shellRoutes(),
      'GET /api/v1/diagnostics': [json(triage([brokenMx(), couldNot()])), json(triage([check(), couldNot()]))],
      'POST /api/v1/dns/zone/mx-templates/apply': json({
        target: triage([]).target,
        domain: MAIL_DOMAIN,
        template: 'own',
        applied: 'MX 10 mx1.nordlight.net, MX 20 mx2.nordlight.net',
        changes: 'MX 10 mx.old-provider.example removed',
      }),
    });
    renderApp(url);
    const mx = await screen.findByRole('article', { name: 'MX records' });
    // the button comes with its module (loaded when a finding has a fix)
    fireEvent.click(await within(mx).findByRole('button', { name: 'Fix it: MX records' }));
    // announced (a live region) once the triage has run again
    const news = await screen.findByText('MX records: passed after the fix.');
    expect(news.getAttribute('role')).toBe('status');
    const sent = calls.filter((c) => c.method === 'POST');
    expect(sent).toHaveLength(1);
    expect(sent[0]!.url.pathname).toBe('/api/v1/dns/zone/mx-templates/apply');
    expect(sent[0]!.url.search).toBe('');
    expect(sent[0]!.body).toEqual({ input: MAIL_DOMAIN, template: 'own' });
    expect(sent[0]!.headers.get('X-Requested-With')).toBe('fetch');
    // the triage ran again after the fix, and the check now passes
    expect(calls.filter((c) => c.url.pathname === '/api/v1/diagnostics')).toHaveLength(2);
    const after = screen.getByRole('article', { name: 'MX records' });
    expect(screen.getByRole('list', { name: 'Findings: passed' }).contains(after)).toBe(true);
    expect(after.textContent).toContain('Fixed: this check passes now.');
  });

  it('confirms a fix that deletes before sending it, with its query', async () => {
    const stale = check({
      id: 'spf-duplicate',
      label: 'Second SPF record',
      status: 'fail',
      detail: 'Two SPF records: receivers reject both.',
      fix: {
        summary: 'Remove the older SPF record.',
        action: {
          operationId: 'deleteDnsRecord',
          method: 'DELETE',
          path: `/dns/records?input=${MAIL_DOMAIN}&id=731`,
          body: null,
        },
      },
    });
    const calls = stubFetch({
      ...shellRoutes(),
      'GET /api/v1/diagnostics': json(triage([stale])),
      'DELETE /api/v1/dns/records': problem(409, 'conflict', 'The record changed since the check: run it again.'),
    });
    renderApp(url);
    fireEvent.click(await screen.findByRole('button', { name: 'Fix it: Second SPF record' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog.textContent).toContain('Remove the older SPF record.');
    expect(calls.some((c) => c.method === 'DELETE')).toBe(false);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Fix it' }));
    expect(await within(dialog).findByText('The record changed since the check: run it again.')).toBeInstanceOf(
      HTMLElement,
    );
    const sent = calls.find((c) => c.method === 'DELETE')!;
    expect(sent.url.searchParams.get('input')).toBe(MAIL_DOMAIN);
    expect(sent.url.searchParams.get('id')).toBe('731');
    expect(sent.body).toBeUndefined();
  });

  it('sends a hold fix after the dialog and opens its confirmation page', async () => {
    const full = check({
      id: 'mailbox_quota',
      label: 'Mailbox quota',
      status: 'fail',
      detail: 'old@fjordbyte.se is full and refuses new mail.',
      fix: {
        summary: 'Delete the unused mailbox old@fjordbyte.se.',
        action: {
          operationId: 'deleteMailbox',
          method: 'DELETE',
          path: `/email/account?input=old%40${MAIL_DOMAIN}&attempt_key=diag-mailbox-1`,
          body: null,
        },
      },
    });
    const calls = stubFetch({
      ...shellRoutes(),
      'GET /api/v1/diagnostics': json(triage([full])),
      'DELETE /api/v1/email/account': json(
        {
          status: 'confirmation_required',
          pendingActionId: 'pa_01JDIAG',
          confirmationUrl: 'http://localhost/confirm/pa_01JDIAG',
          expiresAt: '2030-01-01T00:00:00.000Z',
          preview: [{ label: 'Mailbox', value: `old@${MAIL_DOMAIN}` }],
          operation: 'deleteMailbox',
        },
        { status: 202 },
      ),
      // the confirmation page the hold opens reads the pending action
      'GET /api/v1/pending-actions/pa_01JDIAG': json(pendingAction({ id: 'pa_01JDIAG', operation: 'deleteMailbox' })),
    });
    const app = renderApp(url);
    fireEvent.click(await screen.findByRole('button', { name: 'Fix it: Mailbox quota' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog.textContent).toContain('Nothing changes yet');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Continue to confirm' }));
    await waitFor(() => expect(app.router.state.location.pathname).toBe('/confirm/pa_01JDIAG'));
    const sent = calls.find((c) => c.method === 'DELETE')!;
    expect(Object.fromEntries(sent.url.searchParams)).toEqual({
      input: `old@${MAIL_DOMAIN}`,
      attempt_key: 'diag-mailbox-1',
    });
  });

  it('describes a fix whose operation it does not know, without a button', async () => {
    const foreign = check({
      id: 'invoice',
      label: 'Unpaid invoice',
      status: 'fail',
      detail: 'Invoice 2026-118 is overdue.',
      fix: {
        summary: 'Pay invoice 2026-118.',
        action: { operationId: 'payInvoice', method: 'POST', path: '/billing/invoices/118/actions/pay', body: {} },
      },
    });
    stubFetch({ ...shellRoutes(), 'GET /api/v1/diagnostics': json(triage([foreign])) });
    renderApp(url);
    const item = await screen.findByRole('article', { name: 'Unpaid invoice' });
    expect(item.textContent).toContain('Pay invoice 2026-118.');
    expect(within(item).queryByRole('button')).toBeNull();
  });

  it('shows the server refusal when the triage cannot run', async () => {
    stubFetch({
      ...shellRoutes(),
      'GET /api/v1/diagnostics': problem(403, 'domain_not_owned', `${MAIL_DOMAIN} is not on your account.`),
    });
    renderApp(url);
    expect((await screen.findByRole('alert')).textContent).toContain(`${MAIL_DOMAIN} is not on your account.`);
  });
});
