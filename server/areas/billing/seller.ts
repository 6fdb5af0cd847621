// Who issues the invoices: the hosting company's own details, printed on every
// invoice and given as the bank-transfer recipient.
export const SELLER = {
  name: 'Panel Hosting AB',
  lines: ['Kungsgatan 8', '111 43 Stockholm', 'Sweden'],
  orgNumber: '559123-4567',
  vatNumber: 'SE559123456701',
  email: 'billing@panel-hosting.example',
  bankgiro: '5050-1055',
  iban: 'SE45 5000 0000 0583 9825 7466',
  bic: 'ESSESESS',
} as const;
