// Wording of migration states for the screens: the glossary's words, under the names the
// migration screens read them by.
import { labelsOf, tonesOf } from '@/lib/glossary';

export const statusLabel = labelsOf('migration');

export const statusTone = tonesOf('migration');
