// The parts of the migration request form: source control panel, FTP and
// sites, and the lists (mailboxes, domains). Limits shown beside each field
// come from the contract's schemas.
import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import { MigrationRequestBody } from '@contract/migrations';
import { DomainWarnings } from '@/components/ui/domain-warnings';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { maxItems, type RequestFormValues } from './request-form-schema';
import { TextArea } from '@/components/ui/text-area';

const shape = MigrationRequestBody.shape;
const cp = shape.control_panel.unwrap().shape;
const web = shape.websites.unwrap().shape;

interface SectionProps {
  register: UseFormRegister<RequestFormValues>;
  errors: FieldErrors<RequestFormValues>;
  values: RequestFormValues;
}

export function PanelSection({ register, errors, values }: SectionProps) {
  const e = errors.control_panel;
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <Field
        label="Panel"
        schema={cp.type}
        hint="e.g. cPanel, Plesk, DirectAdmin"
        error={e?.type}
        length={values.control_panel.type.length}
      >
        {(p) => <Input {...p} list="panel-kinds" autoComplete="off" {...register('control_panel.type')} />}
      </Field>
      <datalist id="panel-kinds">
        {['cPanel', 'Plesk', 'DirectAdmin', 'ISPConfig', 'Webmin'].map((k) => (
          <option key={k} value={k} />
        ))}
      </datalist>
      <Field label="Panel host" schema={cp.host} hint="Hostname or IP address" error={e?.host}>
        {(p) => <Input {...p} autoComplete="off" spellCheck={false} {...register('control_panel.host')} />}
      </Field>
      <Field
        label="Panel username"
        schema={cp.username}
        error={e?.username}
        length={values.control_panel.username.length}
      >
        {(p) => <Input {...p} autoComplete="off" spellCheck={false} {...register('control_panel.username')} />}
      </Field>
      <Field label="Panel password" schema={cp.password} hint="Stored encrypted; never shown again" error={e?.password}>
        {(p) => <Input {...p} type="password" autoComplete="new-password" {...register('control_panel.password')} />}
      </Field>
    </div>
  );
}

export function FtpSection({ register, errors, values }: SectionProps) {
  const e = errors.websites;
  const sites = values.website_list.split(/[\n,]/).filter((l) => l.trim()).length;
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <Field label="FTP server" schema={web.ftp_server} hint="Hostname or IP address" error={e?.ftp_server}>
        {(p) => <Input {...p} autoComplete="off" spellCheck={false} {...register('websites.ftp_server')} />}
      </Field>
      <Field label="FTP username" schema={web.ftp_username} error={e?.ftp_username}>
        {(p) => <Input {...p} autoComplete="off" spellCheck={false} {...register('websites.ftp_username')} />}
      </Field>
      <Field
        label="FTP password"
        schema={web.ftp_password}
        hint="Stored encrypted; never shown again"
        error={e?.ftp_password}
      >
        {(p) => <Input {...p} type="password" autoComplete="new-password" {...register('websites.ftp_password')} />}
      </Field>
      <div className="space-y-2">
        <Field
          label="Websites"
          hint={`One hostname per line (${sites} of at most ${maxItems(web.websites)})`}
          error={errors.website_list}
        >
          {(p) => (
            <TextArea
              {...p}
              rows={3}
              spellCheck={false}
              placeholder={'www.example.com\nshop.example.com'}
              {...register('website_list')}
            />
          )}
        </Field>
        <DomainWarnings text={values.website_list} />
      </div>
      <div className="sm:col-span-2">
        <Field
          label="Notes for the migration team"
          schema={web.additional_information}
          error={e?.additional_information}
          length={values.websites.additional_information.length}
        >
          {(p) => <TextArea {...p} rows={3} {...register('websites.additional_information')} />}
        </Field>
      </div>
    </div>
  );
}

export function ListsSection({ register, errors, values }: SectionProps) {
  const count = (s: string) => s.split(/[\n,]/).filter((l) => l.trim()).length;
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <Field
        label="Email accounts to copy"
        hint={`One address per line (${count(values.email_list)} of at most ${maxItems(shape.email_accounts)})`}
        error={errors.email_list}
      >
        {(p) => (
          <TextArea {...p} rows={4} spellCheck={false} placeholder="info@example.com" {...register('email_list')} />
        )}
      </Field>
      <div className="space-y-2">
        <Field
          label="Domains involved"
          hint={`One per line (${count(values.domain_list)} of at most ${maxItems(shape.domains)}); DNS is switched at the end`}
          error={errors.domain_list}
        >
          {(p) => (
            <TextArea {...p} rows={4} spellCheck={false} placeholder="example.com" {...register('domain_list')} />
          )}
        </Field>
        <DomainWarnings text={values.domain_list} />
      </div>
      <div className="sm:col-span-2">
        <Field label="Note" schema={shape.note} error={errors.note} length={values.note.length}>
          {(p) => <TextArea {...p} rows={4} {...register('note')} />}
        </Field>
      </div>
    </div>
  );
}
