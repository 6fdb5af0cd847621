import { afterEach, describe, expect, it } from 'vitest';
import { QueryClient } from '@tanstack/react-query';
import { json, problem, stubFetch } from '@/test/fetch-stub';
import { SESSION_DATA_ID } from '@contract/served-session';
import { session } from '@/test/fixtures';
import { loadSession, probeSession, sessionQuery } from './session';

/** What server/pages/spa.ts writes into the page. */
function serve(value: unknown) {
  const element = document.createElement('script');
  element.type = 'application/json';
  element.id = SESSION_DATA_ID;
  element.textContent = JSON.stringify(value);
  document.head.append(element);
}

afterEach(() => document.getElementById(SESSION_DATA_ID)?.remove());

describe('the session the page was served with', () => {
  it('is the first session, without a request, and is used once', async () => {
    const calls = stubFetch({ 'GET /api/v1/auth/session': json(session({ expiresAt: '2030-01-01T00:00:00Z' })) });
    const qc = new QueryClient();
    serve(session());
    expect(await loadSession(qc)).toEqual(session());
    expect(qc.getQueryData(sessionQuery.queryKey)).toEqual(session());
    expect(calls).toHaveLength(0);
    expect(document.getElementById(SESSION_DATA_ID)).toBeNull();
    // Later checks ask the API.
    expect(await probeSession()).toMatchObject({ expiresAt: '2030-01-01T00:00:00Z' });
    expect(calls).toHaveLength(1);
  });

  it('says nobody is logged in when the server found nobody, without a request', async () => {
    const calls = stubFetch({ 'GET /api/v1/auth/session': json(session()) });
    serve(null);
    expect(await loadSession(new QueryClient())).toBeNull();
    expect(calls).toHaveLength(0);
  });

  it('leaves the check to the API when the page carries none', async () => {
    const calls = stubFetch({ 'GET /api/v1/auth/session': problem(401, 'unauthorized', 'Log in first') });
    expect(await loadSession(new QueryClient())).toBeNull();
    expect(calls).toHaveLength(1);
  });
});
