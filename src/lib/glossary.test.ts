// The glossary has words for every status the contract can send, and for nothing it cannot: a new
// enum value in the contract fails here until the dashboard says it in words (issue 32).
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { AuditEvent, Onelink } from '@contract/account';
import { CmsSiteStatus } from '@contract/apps-cms';
import { ContentStatus } from '@contract/apps-cms-content';
import { AppTask, AppTaskStatus } from '@contract/apps-shared';
import { AccountBackupRecord, RestoreStatus } from '@contract/backups';
import { InvoicePayment } from '@contract/billing';
import { CardSetupSession, DirectDebitMandate } from '@contract/billing-payment-methods';
import { InvoiceStatus } from '@contract/billing-shared';
import { HoldStatus } from '@contract/common';
import { CronRun } from '@contract/cron';
import { CheckResult, HealthStatus } from '@contract/diagnostics';
import { HealthCheck, dnsCheckOps } from '@contract/dns-checks';
import { PendingDomainOrder } from '@contract/domains';
import { DnssecState } from '@contract/domains-registry';
import { RegistrarDomain, RegistrarStatus } from '@contract/domains-schemas';
import { DroppingDomain, SnapbackBooking } from '@contract/domains-snapback';
import { TransferStatus } from '@contract/domains-transfers';
import { emailDomainOps } from '@contract/email-domain';
import { MailLogLine, QueuedMessage } from '@contract/email-messages';
import { HostingResource, HostingStatus } from '@contract/hosting';
import { MigrationStageProgress, MigrationStatus } from '@contract/migrations';
import { MonitorStatus } from '@contract/monitoring';
import { ScheduledUpgrade, ServiceStatus } from '@contract/services';
import { VpsStatus } from '@contract/vps';
import { glossary, labelsOf, termOrSent, tonesOf, type GlossaryGroup } from './glossary';

type AnyEnum = z.ZodEnum<Record<string, string>>;
const values = (e: unknown) => [...(e as AnyEnum).options].sort();

/** Each glossary group beside the contract enum it speaks for. */
const contractEnums: Record<Exclude<GlossaryGroup, 'mailbox'>, unknown> = {
  domain: RegistrarStatus,
  registrantVerification: RegistrarDomain.shape.verification,
  dnssecRegistry: DnssecState.shape.registryStatus,
  domainOrder: PendingDomainOrder.shape.status,
  transfer: TransferStatus,
  snapbackBooking: SnapbackBooking.shape.status,
  snapbackDrop: DroppingDomain.shape.status,
  service: ServiceStatus,
  serviceUpgrade: ScheduledUpgrade.shape.status,
  invoice: InvoiceStatus,
  payment: InvoicePayment.shape.status,
  directDebit: DirectDebitMandate.shape.status,
  cardSetup: CardSetupSession.shape.status,
  hosting: HostingStatus,
  hostingResource: HostingResource.shape.status,
  backupRun: AccountBackupRecord.shape.status,
  restore: RestoreStatus,
  migration: MigrationStatus,
  migrationStage: MigrationStageProgress.shape.state,
  appTask: AppTaskStatus,
  appTaskStep: AppTask.shape.steps.element.shape.status,
  cmsContent: ContentStatus,
  cmsSiteHealth: CmsSiteStatus.shape.siteHealth,
  vps: VpsStatus,
  monitor: MonitorStatus,
  diagnostics: HealthStatus,
  diagnosticsCheck: CheckResult,
  cronRun: CronRun.shape.outcome,
  zoneHealth: dnsCheckOps.getDnsHealth.response.shape.status,
  zoneCheck: HealthCheck.shape.status,
  mailCheck: emailDomainOps.checkDeliverability.response.shape.spf.shape.status,
  mailLog: MailLogLine.shape.status,
  mailQueue: QueuedMessage.shape.status,
  confirmation: HoldStatus,
  auditOutcome: AuditEvent.shape.outcome,
  onelink: Onelink.shape.status,
};

describe('glossary', () => {
  it.each(Object.entries(contractEnums))('has words for every %s value the contract sends, and no others', (g, e) => {
    expect(Object.keys(glossary[g as GlossaryGroup]).sort()).toEqual(values(e));
  });

  it('speaks for every group it holds (a group without its contract enum would go unchecked)', () => {
    expect(Object.keys(glossary).sort()).toEqual([...Object.keys(contractEnums), 'mailbox'].sort());
  });

  it('says every value in words a customer reads: capitalised, no member names', () => {
    for (const [group, terms] of Object.entries(glossary)) {
      for (const [value, term] of Object.entries(terms)) {
        expect(term.label, `${group}.${value}`).toMatch(/^[A-Z]/);
        expect(term.label, `${group}.${value}`).not.toMatch(/_/);
      }
    }
  });

  it('gives a table its labels and tones from the same words', () => {
    expect(labelsOf('invoice').overdue).toBe('Overdue');
    expect(tonesOf('invoice').overdue).toBe('danger');
    expect(labelsOf('domain').expired).toBe(glossary.domain.expired.label);
  });

  it('says a value newer than the dashboard as sent, never as nothing', () => {
    expect(termOrSent('vps', 'running')).toEqual(glossary.vps.running);
    expect(termOrSent('vps', 'migrating')).toEqual({ label: 'migrating', tone: 'warning' });
  });
});
