// Zone files and records are byte-exact: RFC 1035 escapes decode to UTF-8
// bytes inside and outside quotes, limits count bytes (255 a TXT string, 63 a
// label, 255 a name in wire form), long values split between characters, and
// the null MX of RFC 7505 is a record like any other.
import { describe, expect, it } from 'vitest';
import { utf8Length } from './character-string';
import { content, txtBytes, txtStrings } from './rdata';
import { parseZoneFile } from './zone-parser';
import { api, create, paths, startRecordsApi, token, Z } from './records-test-api';

startRecordsApi();

const parse = (file: string) => parseZoneFile(`$ORIGIN ${Z}.\n$TTL 3600\n${file}\n`, Z);
const one = (line: string) => {
  const p = parse(line);
  expect(p.errors).toEqual([]);
  expect(p.records).toHaveLength(1);
  return p.records[0]!.rec;
};
const error = (line: string) => parse(line).errors.map((e) => e.message);

describe('escapes in a zone file', () => {
  it('\\DDD bytes are read as UTF-8: "caf\\195\\169" imports as café', () => {
    const rec = one('@ IN TXT "caf\\195\\169"');
    expect(txtStrings(rec.value)).toEqual(['café']);
    expect(rec.value).toBe('"café"');
  });

  it('escapes outside quotes are honoured too, in text, owners and targets', () => {
    expect(txtStrings(one('semi IN TXT a\\059b').value)).toEqual(['a;b']);
    expect(one('w\\119w IN A 192.0.2.1').name).toBe('www');
    expect(content(one('@ IN MX 10 m\\120.example.net.'))).toBe('10 mx.example.net.');
    expect(error('a\\059b IN A 192.0.2.1')[0]).toMatch(/^Line 3: A name: Use @ for the apex/);
    expect(error('a\\.b IN A 192.0.2.1')).toEqual([
      'Line 3: a\\.b has a dot inside a label (\\. or \\046), which no record here can have',
    ]);
    expect(error('x IN TXT "a\\300"')).toEqual(['Line 3: \\300 is not a byte value (\\000 to \\255)']);
  });
});

describe('limits count bytes', () => {
  it('a TXT string is at most 255 bytes: 200 × é (400 bytes) is refused, 127 × é and a is taken', () => {
    expect(error(`x IN TXT "${'é'.repeat(200)}"`)[0]).toMatch(
      /^Line 3: A TXT string is 400 bytes; each quoted string is at most 255 bytes/,
    );
    expect(error(`x IN TXT "${'\\195\\169'.repeat(128)}"`)[0]).toContain('A TXT string is 256 bytes');
    expect(txtBytes(one(`x IN TXT "${'é'.repeat(127)}a"`).value)[0]).toHaveLength(255);
  });

  it('a label is at most 63 bytes and a name 255 in wire form', () => {
    expect(one(`${'a'.repeat(63)} IN A 192.0.2.1`).name).toHaveLength(63);
    expect(error(`${'a'.repeat(64)} IN A 192.0.2.1`)).toEqual([
      `Line 3: The label ${'a'.repeat(64)} is 64 bytes; a label is at most 63`,
    ]);
    // 32 characters, 64 bytes.
    expect(error(`${'\\195\\169'.repeat(32)} IN A 192.0.2.1`)[0]).toContain('is 64 bytes; a label is at most 63');
    // 4 × (1 + 60) for the labels, 17 + 4 for nordlight-studio.com, 1 for the root.
    const long = Array.from({ length: 4 }, () => 'b'.repeat(60)).join('.');
    expect(error(`${long} IN A 192.0.2.1`)[0]).toMatch(/is 266 bytes in DNS wire form; a name is at most 255$/);
  });
});

describe('the null MX (RFC 7505)', () => {
  it('imports as priority 0 to ".", and only with priority 0', () => {
    const rec = one('@ IN MX 0 .');
    expect(rec).toMatchObject({ type: 'MX', priority: 0, value: '.' });
    expect(content(rec)).toBe('0 .');
    expect(error('@ IN MX 10 .')[0]).toContain('A null MX (.) says the domain accepts no mail; its priority is 0');
  });

  it('the record editor creates and edits one, and refuses it beside other MX records', async () => {
    const made = await create({ type: 'MX', name: 'nomail', priority: 0, value: '.' });
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    expect(made.body.record).toMatchObject({ type: 'MX', priority: 0, value: '.', content: '0 .' });
    const beside = await create({ type: 'MX', name: 'nomail', priority: 10, value: 'mx1.panel-mail.net' });
    expect(beside.status).toBe(409);
    expect(beside.body.errors[0]).toMatchObject({ path: 'record.value', code: 'null_mx_conflict' });
    const priority = await create({ type: 'MX', name: 'nomail2', priority: 10, value: '.' });
    expect(priority.status).toBe(422);
    expect(paths(priority)).toEqual(['record.priority']);

    const mx = await create({ type: 'MX', name: 'lists2', priority: 10, value: 'mx1.panel-mail.net' });
    const edit = await api.call('PUT', '/dns/records', {
      token,
      body: { input: Z, id: mx.body.record.id, record: { type: 'MX', name: 'lists2', priority: 0, value: '.' } },
    });
    expect(edit.status, JSON.stringify(edit.body)).toBe(200);
    expect(edit.body.record).toMatchObject({ value: '.', content: '0 .' });
  });

  it('a file with a null MX beside another MX is refused, naming the line', async () => {
    const r = await api.call('PUT', '/dns/zone/import', {
      token,
      body: { input: Z, zone_file: 'nomail3 IN MX 0 .\nnomail3 IN MX 10 mx1.panel-mail.net.\n' },
    });
    expect(r.status).toBe(409);
    expect(r.body.errors[0]).toMatchObject({ path: 'zone_file', code: 'null_mx_conflict' });
    expect(r.body.errors[0].message).toMatch(/^Line [12]: nomail3 has a null MX/);
  });
});

describe('TXT records through the API', () => {
  it('a long value is split by bytes between characters, never inside an emoji', async () => {
    const value = `${'é'.repeat(200)} ${'👨‍👩‍👧'.repeat(30)}`;
    const r = await create({ type: 'TXT', name: 'utf8-long', value });
    expect(r.status, JSON.stringify(r.body)).toBe(201);
    const strings: string[] = r.body.record.strings;
    expect(strings.join('')).toBe(value);
    for (const s of strings) {
      expect(utf8Length(s)).toBeLessThanOrEqual(255);
      expect(s).not.toMatch(/^\u200d|\u200d$/);
    }
    expect(r.body.record.value).toBe(value);
  });

  it('a given string of more than 255 bytes is refused, whatever its length in characters', async () => {
    const r = await create({ type: 'TXT', name: 'utf8-list', value: ['é'.repeat(200)] });
    expect(r.status).toBe(422);
    expect(paths(r)).toEqual(['record.value.0']);
    expect(r.body.errors[0].message).toContain('at most 255 bytes');
  });
});
