// A moment as the customer reads it in a server text (a backup's note, a hold's preview): the
// day and time in UTC, named, never an ISO stamp. The dashboard shows structured times in the
// person's own zone; this is for sentences the server writes once and keeps.
const format = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
  timeZone: 'UTC',
});

/** "29 November 2026, 03:00 UTC". */
export const spokenTime = (at: Date) => `${format.format(at).replace(' at ', ', ')} UTC`;
