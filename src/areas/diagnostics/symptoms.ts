// The symptoms a person can report, in their words rather than the API's ids,
// in the order people most often reach for them.
import type { SymptomId } from './queries';

export interface SymptomChoice {
  id: SymptomId;
  label: string;
  /** What the person enters for this symptom: a site, an address, a domain. */
  about: string;
}

export const symptomChoices: SymptomChoice[] = [
  { id: 'site_down', label: 'My website is down', about: 'the website' },
  { id: 'site_slow', label: 'My website is slow', about: 'the website' },
  { id: 'site_errors', label: 'My website shows errors', about: 'the website' },
  { id: 'ssl_error', label: 'The browser warns about the certificate (SSL)', about: 'the website' },
  { id: 'mail_bouncing', label: 'Email I send bounces back, or mail to me bounces', about: 'the domain or mailbox' },
  { id: 'email_not_sending', label: 'I cannot send email', about: 'the mailbox' },
  { id: 'email_not_receiving', label: 'I do not receive email', about: 'the domain or mailbox' },
  { id: 'dns_not_resolving', label: 'My domain does not resolve (DNS)', about: 'the domain' },
  { id: 'cannot_connect', label: 'I cannot connect (FTP, SSH, mail client)', about: 'the domain or server' },
  { id: 'cannot_log_in', label: 'I cannot log in (webmail, FTP, control panel)', about: 'the domain or mailbox' },
  { id: 'disk_full', label: 'My disk is full', about: 'the hosting account' },
];

export const symptomLabel = (id: SymptomId) => symptomChoices.find((s) => s.id === id)?.label ?? id;
