// Deliverability of a domain from its own zone: SPF, DKIM, DMARC and MX
// checks as receivers would judge them (deliverability-evaluation.ts); DKIM
// state and enabling it (which publishes the key in the zone); and a probe of
// the mail exchangers through the sandbox network.
import { generateKeyPairSync } from 'node:crypto';
import { emailOps } from '@contract/email';
import { readZone, replaceTxt, txtAt, txtRecordValue, type HostedZone } from '@server/areas/dns/public';
import { implement, type Ctx } from '@server/core/area';
import { DKIM_SELECTOR, dkimRecordText, type CheckResult } from './deliverability-checks';
import { evaluateDeliverability } from './deliverability-evaluation';
import { domainTarget } from './mailbox-repository';
import { readSettings, writeSettings, type SettingsRow } from './settings-repository';

type AnyCtx = Pick<Ctx<unknown>, 'deps' | 'cred' | 'resolve'>;

function dkimState(domain: string, s: SettingsRow, zone: HostedZone | null) {
  const text = s.dkimPublicKey ? dkimRecordText(s.dkimPublicKey) : null;
  const published = Boolean(zone && text && txtAt(zone, `${DKIM_SELECTOR}._domainkey`).includes(text));
  return {
    domain,
    enabled: s.dkimEnabled,
    selector: s.dkimSelector,
    keyBits: s.dkimKeyBits,
    dnsRecord: text
      ? { name: `${DKIM_SELECTOR}._domainkey.${domain}`, type: 'TXT' as const, value: txtRecordValue(text) }
      : null,
    publishedInDns: published,
  };
}

const noZone = (domain: string): CheckResult => ({
  status: 'missing',
  record: null,
  suggested: [],
  detail: `The DNS zone of ${domain} is not hosted here, so its records cannot be read; publish the records at your DNS provider.`,
});

async function load(ctx: AnyCtx, input: string) {
  const { target, domain } = await domainTarget(ctx, input);
  const [zone, settings] = await Promise.all([
    readZone(ctx.deps.db, domain),
    readSettings(ctx.deps.db, domain, ctx.cred.accountId),
  ]);
  return { target, domain, zone, settings };
}

export default implement(emailOps, {
  handlers: {
    async checkDeliverability(ctx) {
      const { target, domain, zone, settings } = await load(ctx, ctx.query.input);
      const none = noZone(domain);
      const { spf, dkim, dmarc, mx } = zone
        ? await evaluateDeliverability(ctx.deps, domain, zone, settings)
        : {
            spf: none,
            dkim: { ...none, selector: null },
            dmarc: { ...none, policy: null },
            mx: { ...none, hosts: [] },
          };
      const order = { fail: 0, missing: 1, warn: 2, pass: 3 } as const;
      const recommendations = (
        [
          ['MX', mx],
          ['SPF', spf],
          ['DKIM', dkim],
          ['DMARC', dmarc],
        ] as const
      )
        .filter(([, c]) => c.status !== 'pass')
        .sort((a, b) => order[a[1].status] - order[b[1].status])
        .map(
          ([name, c]) =>
            `${name}: ${c.detail}${c.suggested.length ? ` Publish: ${c.suggested.map((r) => `${r.name} ${r.type}${r.priority !== null ? ` ${r.priority}` : ''} ${r.value}`).join('; ')}` : ''}`,
        );
      return { target, domain, checkedAt: ctx.deps.clock.now().toISOString(), spf, dkim, dmarc, mx, recommendations };
    },

    async getDkim(ctx) {
      const { target, domain, zone, settings } = await load(ctx, ctx.query.input);
      return { target, ...dkimState(domain, settings, zone) };
    },

    async enableDkim(ctx) {
      const { target, domain, settings } = await load(ctx, ctx.body.input);
      const now = ctx.deps.clock.now();
      const bits = ctx.body.key_bits;
      return ctx.deps.db.transaction(async (tx) => {
        // Keep a key of the asked size (re-enabling is idempotent); a new size means a new key.
        let publicKey = settings.dkimPublicKey;
        if (!publicKey || settings.dkimKeyBits !== bits) {
          const { publicKey: der } = generateKeyPairSync('rsa', {
            modulusLength: bits,
            publicKeyEncoding: { type: 'spki', format: 'der' },
            privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
          });
          publicKey = Buffer.from(der).toString('base64');
        }
        const saved = await writeSettings(
          tx,
          domain,
          ctx.cred.accountId,
          { dkimEnabled: true, dkimSelector: DKIM_SELECTOR, dkimKeyBits: bits, dkimPublicKey: publicKey },
          now,
        );
        const zone = await readZone(tx, domain);
        const name = `${DKIM_SELECTOR}._domainkey`;
        const text = dkimRecordText(publicKey);
        let note: string | null = null;
        if (!zone)
          note = `The zone of ${domain} is not hosted here: publish dnsRecord at your DNS provider; signing starts once receivers can find the key.`;
        // Published through the DNS area's zone writer: its serial rule, its SOA, its propagation.
        else if (!txtAt(zone, name).includes(text)) await replaceTxt(ctx.deps, tx, zone, name, text);
        const state = dkimState(domain, saved, await readZone(tx, domain));
        return { target, ...state, applied: state.publishedInDns, note };
      });
    },

    async probeMailExchangers(ctx) {
      const { target, domain } = await domainTarget(ctx, ctx.query.input);
      const port = Number(ctx.query.port);
      const now = ctx.deps.clock.now();
      const mail = ctx.deps.infra.mailServer;
      const mx = await mail.resolveMx(domain);
      const hosts = [];
      for (const m of mx) hosts.push({ ...(await mail.probe(m.host, port, now)), priority: m.priority });
      return { target, domain, port, probedAt: now.toISOString(), hosts };
    },
  },
});
