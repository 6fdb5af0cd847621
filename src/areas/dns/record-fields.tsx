// The data fields of each record type. Hints and limits come from the
// contract's schema for that type, so the form refuses what the server would.
import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import type { z } from 'zod';
import { CaaTag, DnsRecordInput } from '@contract/dns-records';
import { Field } from '@/components/ui/field';
import { Input, Select } from '@/components/ui/input';
import type { RecordFormValues, WritableType } from './record-input';
import { TextArea } from '@/components/ui/text-area';
import { formatNumber } from '@/lib/format';

const schemaOf = (type: WritableType) => {
  const option = DnsRecordInput.options.find((o) => o.shape.type.value === type)!;
  return option.shape as Record<string, z.ZodType>;
};

interface Props {
  type: WritableType;
  register: UseFormRegister<RecordFormValues>;
  errors: FieldErrors<RecordFormValues>;
  value: string;
}

const valueLabel: Record<WritableType, { label: string; hint: string; placeholder: string }> = {
  A: { label: 'IPv4 address', hint: 'The address the name points to', placeholder: '192.0.2.10' },
  AAAA: { label: 'IPv6 address', hint: 'The address the name points to', placeholder: '2001:db8::10' },
  CNAME: {
    label: 'Alias of',
    hint: 'A full host name; the name then answers everything the target answers',
    placeholder: 'shops.example-cdn.net',
  },
  NS: {
    label: 'Nameserver',
    hint: 'A full host name of the nameserver that answers for this subdomain',
    placeholder: 'ns1.example.net',
  },
  MX: {
    label: 'Mail server',
    hint: 'A host name with an A/AAAA record, never an IP address or an alias',
    placeholder: 'mx1.example.net',
  },
  SRV: {
    label: 'Target host',
    hint: 'The host offering the service, or . for "not offered here"',
    placeholder: 'sip.example.net',
  },
  CAA: {
    label: 'Value',
    hint: 'A CA’s domain for issue/issuewild (e.g. letsencrypt.org), a mailto: or https: URL for iodef',
    placeholder: 'letsencrypt.org',
  },
  TXT: {
    label: 'Text',
    hint: 'Paste the value without quotes; values over 255 bytes are split into strings for you',
    placeholder: 'v=spf1 include:_spf.example.net ~all',
  },
};

const num = { valueAsNumber: true } as const;

export function RecordFields({ type, register, errors, value }: Props) {
  const s = schemaOf(type);
  const e = errors.record;
  const v = valueLabel[type];
  return (
    <>
      {(type === 'MX' || type === 'SRV') && (
        <div className="grid gap-4 sm:grid-cols-3">
          <Field label="Priority" schema={s.priority} hint="Lower is tried first" error={e?.priority} required>
            {(p) => <Input {...p} type="number" inputMode="numeric" {...register('record.priority', num)} />}
          </Field>
          {type === 'SRV' && (
            <>
              <Field label="Weight" schema={s.weight} hint="Share among equal priorities" error={e?.weight} required>
                {(p) => <Input {...p} type="number" inputMode="numeric" {...register('record.weight', num)} />}
              </Field>
              <Field label="Port" schema={s.port} error={e?.port} required>
                {(p) => <Input {...p} type="number" inputMode="numeric" {...register('record.port', num)} />}
              </Field>
            </>
          )}
        </div>
      )}
      {type === 'CAA' && (
        <div className="grid gap-4 sm:grid-cols-2">
          <Field label="Tag" error={e?.tag} required>
            {(p) => (
              <Select {...p} {...register('record.tag')}>
                {CaaTag.options.map((t) => (
                  <option key={t} value={t}>
                    {t}
                  </option>
                ))}
              </Select>
            )}
          </Field>
          <Field label="Flags" schema={s.flags} hint="128 makes the tag critical" error={e?.flags}>
            {(p) => <Input {...p} type="number" inputMode="numeric" {...register('record.flags', num)} />}
          </Field>
        </div>
      )}
      <Field label={v.label} hint={type === 'TXT' ? txtHint(value) : v.hint} error={e?.value} required>
        {(p) =>
          type === 'TXT' ? (
            <TextArea
              {...p}
              rows={4}
              spellCheck={false}
              className="font-mono text-sm break-all"
              placeholder={v.placeholder}
              {...register('record.value')}
            />
          ) : (
            <Input
              {...p}
              spellCheck={false}
              autoCapitalize="off"
              className="font-mono"
              placeholder={v.placeholder}
              {...register('record.value')}
            />
          )
        }
      </Field>
    </>
  );
}

function txtHint(value: string) {
  const n = value.length;
  const strings = Math.max(1, Math.ceil(n / 255));
  return `${valueLabel.TXT.hint}. ${formatNumber(n)} / ${formatNumber(4000)} characters${strings > 1 ? `, stored as ${formatNumber(strings)} strings` : ''}`;
}
