// The symptoms a person can report, in their words rather than the API's ids,
// in the order people most often reach for them. First comes not knowing, the
// commonest case: it sends no symptom, and the triage runs every check.
import type { SymptomId } from './queries';

/** The choice that names no symptom (the URL keeps it; the API is sent none). */
export const EVERYTHING = 'everything';
export type TriageChoice = SymptomId | typeof EVERYTHING;

/** The symptom the API is asked about: none for "check everything". */
export const symptomOf = (choice: TriageChoice): SymptomId | undefined => (choice === EVERYTHING ? undefined : choice);

export interface SymptomChoice {
  id: TriageChoice;
  label: string;
  /** What the person enters for this symptom: a site, an address, a domain. */
  about: string;
}

export const symptomChoices: SymptomChoice[] = [
  { id: EVERYTHING, label: 'I don’t know: check everything', about: 'the website, domain or mailbox' },
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

/** The heading of an answer: the symptom in the person's words, or that everything was checked (none given). */
export const symptomLabel = (id: SymptomId | null) =>
  id === null ? 'Everything checked' : (symptomChoices.find((s) => s.id === id)?.label ?? id);
