// The MX templates (spec: suite_a and suite_b stand for two third-party
// hosted mail suites, own for this service's mail). A template is the apex
// MX set plus the apex SPF record; applying one replaces exactly those.
import type { z } from 'zod';
import type { MxTemplate, MxTemplateId } from '@contract/dns';
import { stripDot } from './names';
import { txtStrings, txtValue, type Rec, type RecordRow } from './rdata';

type Id = z.infer<typeof MxTemplateId>;
interface Template {
  name: string;
  description: string;
  mx: { priority: number; host: string }[];
  spf: string;
}

export const MX_TEMPLATES: Record<Id, Template> = {
  suite_a: {
    name: 'Hosted mail suite A',
    description: 'Mail handled by the first third-party office suite: its two inbound exchangers and its SPF include.',
    mx: [
      { priority: 1, host: 'mail-in.suite-a.net' },
      { priority: 5, host: 'alt-in.suite-a.net' },
    ],
    spf: 'v=spf1 include:spf.suite-a.net ~all',
  },
  suite_b: {
    name: 'Hosted mail suite B',
    description:
      'Mail handled by the second third-party office suite: primary and backup exchanger and its SPF include.',
    mx: [
      { priority: 10, host: 'mx1.suite-b.com' },
      { priority: 20, host: 'mx2.suite-b.com' },
    ],
    spf: 'v=spf1 include:_spf.suite-b.com ~all',
  },
  own: {
    name: 'Our mail service',
    description:
      'Mailboxes hosted here: our two exchangers and our SPF include. Use this for the mailboxes on this account.',
    mx: [
      { priority: 10, host: 'mx1.panel-mail.net' },
      { priority: 20, host: 'mx2.panel-mail.net' },
    ],
    spf: 'v=spf1 include:_spf.panel-mail.net ~all',
  },
};

export const templateIds = Object.keys(MX_TEMPLATES) as Id[];

export function presentTemplate(id: Id): z.infer<typeof MxTemplate> {
  const t = MX_TEMPLATES[id];
  return {
    id,
    name: t.name,
    description: t.description,
    records: [
      ...t.mx.map((m) => ({ type: 'MX' as const, name: '@', priority: m.priority, value: m.host })),
      { type: 'TXT' as const, name: '@', priority: null, value: t.spf },
    ],
  };
}

export const isSpf = (r: Pick<Rec, 'type' | 'value'>) =>
  r.type === 'TXT' && /^v=spf1(\s|$)/i.test(txtStrings(r.value).join(''));

/** The apex mail records a template replaces. */
export function apexMail(records: RecordRow[]) {
  const apex = records.filter((r) => r.name === '@');
  return { mx: apex.filter((r) => r.type === 'MX'), spf: apex.filter(isSpf) };
}

const mxKey = (priority: number | null, host: string) => `${priority ?? 0} ${stripDot(host)}`;

/** Which template the zone's mail records match: an id, `custom`, or null without MX records. */
export function currentTemplate(records: RecordRow[]): Id | 'custom' | null {
  const { mx, spf } = apexMail(records);
  if (mx.length === 0) return null;
  const have = mx
    .map((r) => mxKey(r.priority, r.value))
    .sort()
    .join(',');
  const spfText = spf.map((r) => txtStrings(r.value).join('')).join('|');
  for (const id of templateIds) {
    const t = MX_TEMPLATES[id];
    if (
      have ===
        t.mx
          .map((m) => mxKey(m.priority, m.host))
          .sort()
          .join(',') &&
      spfText === t.spf
    )
      return id;
  }
  return 'custom';
}

export const describeMx = (priority: number | null, host: string) => `MX ${priority ?? 0} ${stripDot(host)}`;

/** The template's records in stored form. */
export function templateRecords(id: Id): Rec[] {
  const t = MX_TEMPLATES[id];
  return [
    ...t.mx.map((m) => ({ name: '@', type: 'MX', ttl: 3600, priority: m.priority, value: `${m.host}.` })),
    { name: '@', type: 'TXT', ttl: 3600, priority: null, value: txtValue([t.spf]) },
  ];
}
