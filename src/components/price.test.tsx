// One VAT basis (issue 32): a price the contract sends without VAT and one it sends with VAT read
// the same once on the dashboard's basis, and every price says its basis.
import { describe, expect, it } from 'vitest';
import { render } from '@testing-library/react';
import { Price, grossOf, perPeriod, priceText } from './price';

const eur = (amount: number) => ({ amount, currency: 'EUR' });

describe('grossOf', () => {
  it('adds VAT rounded to the cent, as an invoice line does', () => {
    expect(grossOf(eur(12), 25)).toEqual(eur(15));
    expect(grossOf(eur(178.8), 25)).toEqual(eur(223.5));
    // 0.99 × 25 % = 0.2475, rounded to 0.25
    expect(grossOf(eur(0.99), 25)).toEqual(eur(1.24));
    expect(grossOf(eur(10), 0)).toEqual(eur(10));
  });
});

describe('priceText', () => {
  it('reads the same for a service’s price without VAT and a domain’s renewal with VAT (nordlight.se)', () => {
    const servicePage = priceText(grossOf(eur(12), 25), 12);
    const domainPage = priceText(eur(15), 12);
    expect(servicePage).toBe('€15.00 a year incl. VAT');
    expect(domainPage).toBe(servicePage);
  });

  it('says the period in words, and nothing for a one-off amount', () => {
    expect(perPeriod(1)).toBe('a month');
    expect(perPeriod(3)).toBe('every 3 months');
    expect(perPeriod(24)).toBe('every 2 years');
    expect(priceText(eur(73.75))).toBe('€73.75 incl. VAT');
  });
});

describe('Price', () => {
  it('always says the basis beside the figure', () => {
    const { container, getByTestId } = render(<Price money={eur(15)} perMonths={12} strong figureTestId="fig" />);
    expect(container.textContent).toBe('€15.00 a year incl. VAT');
    expect(getByTestId('fig').tagName).toBe('STRONG');
  });
});
