// The MX templates (spec: suite_a and suite_b stand for two third-party
// hosted mail suites, own for this service's mail). A template is the apex
// MX set plus the apex SPF record; applying one replaces exactly those.
import type { z } from 'zod';
import type { MxTemplate, MxTemplateId } from '@contract/dns-mx-templates';
import { stripDot } from './names';
import { txtStrings, txtValue, type Rec, type RecordRow } from './rdata';

type Id = z.infer<typeof MxTemplateId>;
interface Template {
  name: string;
  description: string;
  mx: { priority: number; host: string }[];
  spf: string;
}

/** A template from its exchangers as [priority, host] pairs. */
const template = (name: string, description: string, mx: [number, string][], spf: string): Template => ({
  name,
  description,
  mx: mx.map(([priority, host]) => ({ priority, host })),
  spf,
});

export const MX_TEMPLATES: Record<Id, Template> = {
  suite_a: template(
    'Hosted mail suite A',
    'Mail handled by the first third-party office suite: its two inbound exchangers and its SPF include.',
    [
      [1, 'mail-in.suite-a.net'],
      [5, 'alt-in.suite-a.net'],
    ],
    'v=spf1 include:spf.suite-a.net ~all',
  ),
  suite_b: template(
    'Hosted mail suite B',
    'Mail handled by the second third-party office suite: primary and backup exchanger and its SPF include.',
    [
      [10, 'mx1.suite-b.com'],
      [20, 'mx2.suite-b.com'],
    ],
    'v=spf1 include:_spf.suite-b.com ~all',
  ),
  own: template(
    'Our mail service',
    'Mailboxes hosted here: our two exchangers and our SPF include. Use this for the mailboxes on this account.',
    [
      [10, 'mx1.panel-mail.net'],
      [20, 'mx2.panel-mail.net'],
    ],
    'v=spf1 include:_spf.panel-mail.net ~all',
  ),
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
const mxSet = (mx: { priority: number | null; host: string }[]) =>
  mx
    .map((m) => mxKey(m.priority, m.host))
    .sort()
    .join(',');

/** Which template the zone's mail records match: an id, `custom`, or null without MX records. */
export function currentTemplate(records: RecordRow[]): Id | 'custom' | null {
  const { mx, spf } = apexMail(records);
  if (mx.length === 0) return null;
  const have = mxSet(mx.map((r) => ({ priority: r.priority, host: r.value })));
  const spfText = spf.map((r) => txtStrings(r.value).join('')).join('|');
  return templateIds.find((id) => have === mxSet(MX_TEMPLATES[id].mx) && spfText === MX_TEMPLATES[id].spf) ?? 'custom';
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
