import { describe, expect, it } from 'vitest';
import { resolveFix } from './fix-action';

describe('resolveFix', () => {
  it('finds the contract operation and reproduces the call', () => {
    const fix = resolveFix({
      operationId: 'applyMxTemplate',
      method: 'POST',
      path: '/dns/zone/mx-templates/apply',
      body: { input: 'fjordbyte.se', template: 'own' },
    })!;
    expect(fix.op.path).toBe('/dns/zone/mx-templates/apply');
    expect(fix.request).toEqual({ body: { input: 'fjordbyte.se', template: 'own' } });
    expect(fix.needsConfirmation).toBe(false);
  });

  it('takes path parameters and the query from the path, with or without the /api/v1 prefix', () => {
    const fix = resolveFix({
      operationId: 'diagnoseService',
      method: 'GET',
      path: '/api/v1/diagnostics/service/42',
      body: null,
    })!;
    expect(fix.request).toEqual({ params: { service: '42' } });
    const del = resolveFix({
      operationId: 'deleteDnsRecord',
      method: 'DELETE',
      path: '/dns/records?input=a.se&id=7',
      body: null,
    })!;
    expect(del.request).toEqual({ query: { input: 'a.se', id: '7' } });
    expect(del.needsConfirmation).toBe(true);
  });

  it('refuses an operation it does not know, a method or a path that does not match it', () => {
    expect(resolveFix({ operationId: 'payInvoice', method: 'POST', path: '/billing/x', body: null })).toBeNull();
    expect(
      resolveFix({ operationId: 'applyMxTemplate', method: 'PUT', path: '/dns/zone/mx-templates/apply', body: null }),
    ).toBeNull();
    expect(resolveFix({ operationId: 'applyMxTemplate', method: 'POST', path: '/dns/records', body: null })).toBeNull();
  });
});
