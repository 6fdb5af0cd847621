// MX templates: list them (and which one a zone matches), and apply one:
// the apex MX set and apex SPF record become the template's, at once.
import { dnsOps } from '@contract/dns';
import { implement } from '@server/core/area';
import type { ChangeSet } from './change-checks';
import {
  apexMail,
  currentTemplate,
  describeMx,
  MX_TEMPLATES,
  presentTemplate,
  templateIds,
  templateRecords,
} from './mx-templates';
import { identity, txtStrings, type Rec } from './rdata';
import { applyChanges } from './zone-writer';
import { apexOnly, findZone, zoneRecords } from './zone-repository';

const describe = (r: Pick<Rec, 'type' | 'priority' | 'value'>) =>
  r.type === 'MX' ? describeMx(r.priority, r.value) : `SPF "${txtStrings(r.value).join('')}"`;

export default implement(dnsOps, {
  handlers: {
    async listMxTemplates({ deps, cred, query, resolve }) {
      const data = templateIds.map(presentTemplate);
      if (!query.input) return { target: null, current: null, data, total: data.length };
      const { target, zone } = await findZone(deps.db, cred.accountId, resolve, query.input);
      return {
        target,
        current: currentTemplate(await zoneRecords(deps.db, zone.id, apexOnly)),
        data,
        total: data.length,
      };
    },

    async applyMxTemplate({ deps, cred, body, resolve }) {
      const { target, zone } = await findZone(deps.db, cred.accountId, resolve, body.input);
      const { mx, spf } = apexMail(await zoneRecords(deps.db, zone.id, apexOnly));
      const wanted = templateRecords(body.template);
      const wantedIds = new Set(wanted.map(identity));
      const present = [...mx, ...spf];
      const presentIds = new Set(present.map(identity));
      const set: ChangeSet = {
        deletes: present
          .filter((r) => !wantedIds.has(identity(r)))
          .map((r) => ({ id: r.id, path: 'template', label: describe(r) })),
        creates: wanted
          .filter((r) => !presentIds.has(identity(r)))
          .map((rec) => ({ rec, path: 'template', label: describe(rec) })),
        updates: [],
      };
      if (set.deletes.length || set.creates.length) await applyChanges(deps, zone, set);
      const t = MX_TEMPLATES[body.template];
      const applied = `${t.mx.map((m) => describeMx(m.priority, m.host)).join(', ')}; SPF ${t.spf}`;
      const removed = set.deletes.map((d) => d.label);
      const added = set.creates.map((c) => c.label);
      const changes =
        removed.length || added.length
          ? [removed.length ? `removed ${removed.join(', ')}` : '', added.length ? `added ${added.join(', ')}` : '']
              .filter(Boolean)
              .join('; ')
          : 'no changes';
      return { target, domain: zone.domain, template: body.template, applied, changes };
    },
  },
});
