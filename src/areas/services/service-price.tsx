// A service's price on the dashboard's one VAT basis (ADR 033): the VAT-inclusive figure the server
// sends beside the net one (what a renewal invoice charges), with the basis said.
import type { z } from 'zod';
import type { Service } from '@contract/services';
import { Price } from '@/components/price';

/** "€15.00 a year incl. VAT". */
export function ServicePrice({
  service,
}: {
  service: Pick<z.infer<typeof Service>, 'priceWithVat' | 'billingCycleMonths'>;
}) {
  return <Price money={service.priceWithVat} perMonths={service.billingCycleMonths} />;
}
