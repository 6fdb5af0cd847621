// The email area: mailboxes, mail flow rules, deliverability, messages and logs. Its job retries
// deferred outgoing mail with the mail server's backoff.
import { composeArea } from '@server/core/area';
import { MAIL_RETRY_JOB } from '@server/infra/mail-queue';
import autoresponders from './autoresponders-handlers';
import deliverability from './deliverability-handlers';
import domainSettings from './domain-settings-handlers';
import filters from './filters-handlers';
import forwarders from './forwarders-handlers';
import logs from './logs-handlers';
import mailboxState from './mailbox-state-handlers';
import mailboxes from './mailboxes-handlers';
import messages from './messages-handlers';
import { mailRetryStep } from './queue-retry';
import vacation from './vacation-handlers';

export default composeArea(
  [
    mailboxes,
    mailboxState,
    deliverability,
    domainSettings,
    autoresponders,
    vacation,
    filters,
    forwarders,
    messages,
    logs,
  ],
  { jobs: { [MAIL_RETRY_JOB]: mailRetryStep } },
);
