import { describe, expect, it } from 'vitest';
import {
  ALL,
  SINGLE_PRIVILEGES,
  describeDiff,
  describeHeld,
  diffPrivileges,
  expand,
  planCalls,
  type PrivilegeName,
} from './privileges';

const set = (...p: PrivilegeName[]) => new Set(p);
const allBut = (...p: PrivilegeName[]) => new Set(SINGLE_PRIVILEGES.filter((x) => !p.includes(x)));

describe('the privileges diff', () => {
  it('names what is granted and revoked, in the contract order', () => {
    const d = diffPrivileges(['SELECT', 'DROP'], set('UPDATE', 'SELECT', 'INSERT'));
    expect(d.grant).toEqual(['INSERT', 'UPDATE']);
    expect(d.revoke).toEqual(['DROP']);
    expect(describeDiff(d)).toBe('Will grant: INSERT, UPDATE · Will revoke: DROP');
    expect(describeDiff(d, 'done')).toBe('Granted: INSERT, UPDATE · Revoked: DROP');
  });

  it('treats ALL PRIVILEGES as every single privilege', () => {
    expect(expand([ALL]).size).toBe(SINGLE_PRIVILEGES.length);
    expect(expand([ALL]).has(ALL)).toBe(false);
    const d = diffPrivileges([ALL], allBut('DROP'));
    expect(describeDiff(d)).toBe('Will revoke: DROP');
    expect(describeDiff(diffPrivileges([ALL], expand([ALL])))).toBe('No changes');
  });

  it('says ALL PRIVILEGES when the result is all of them, and "every privilege" when it is none', () => {
    expect(describeDiff(diffPrivileges(['SELECT'], allBut()))).toMatch(/^Will grant: ALL PRIVILEGES \(INSERT, /);
    expect(describeDiff(diffPrivileges(['SELECT', 'INSERT'], set()))).toBe(
      'Will revoke: every privilege (SELECT, INSERT)',
    );
  });

  it('describes what a user holds', () => {
    expect(describeHeld([])).toBe('No privileges');
    expect(describeHeld([ALL])).toBe(ALL);
    expect(describeHeld([...SINGLE_PRIVILEGES])).toBe(ALL);
    expect(describeHeld(['INSERT', 'SELECT'])).toBe('SELECT, INSERT');
  });
});

describe('the calls an apply makes', () => {
  it('revokes then grants single privileges', () => {
    expect(planCalls(['SELECT', 'DROP'], set('SELECT', 'INSERT'))).toEqual([
      { kind: 'revoke', privileges: ['DROP'] },
      { kind: 'grant', privileges: ['INSERT'] },
    ]);
  });

  it('grants ALL PRIVILEGES as one privilege when everything is ticked', () => {
    expect(planCalls(['SELECT'], allBut())).toEqual([{ kind: 'grant', privileges: [ALL] }]);
  });

  it('narrows an ALL PRIVILEGES grant by revoking everything and granting what is kept', () => {
    expect(planCalls([ALL], set('SELECT', 'INSERT'))).toEqual([
      { kind: 'revoke', privileges: null },
      { kind: 'grant', privileges: ['SELECT', 'INSERT'] },
    ]);
  });

  it('revokes everything at once when nothing is ticked, and sends nothing when nothing changed', () => {
    expect(planCalls(['SELECT', 'UPDATE'], set())).toEqual([{ kind: 'revoke', privileges: null }]);
    expect(planCalls([ALL], allBut())).toEqual([]);
    expect(planCalls(['SELECT'], set('SELECT'))).toEqual([]);
  });
});
