// Wording shared by the services screens: cycles and statuses (prices: service-price.tsx).
import { labelsOf, tonesOf } from '@/lib/glossary';

export const cycleLabel = (months: number) => (months === 1 ? 'month' : months === 12 ? 'year' : `${months} months`);

export const statusTone = tonesOf('service');

export const statusLabel = labelsOf('service');
