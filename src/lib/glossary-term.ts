// What the glossary (glossary.ts) is made of: a status's words and the tone of its badge, and the
// helpers each group of the glossary is written with. Split from glossary.ts (issue 35).
import type { z } from 'zod';

/** A badge's colour: the same five as the UI kit's Badge (components/ui/badge.tsx). */
export type Tone = 'neutral' | 'info' | 'success' | 'warning' | 'danger';

/** What a status reads as: its words, and the tone that goes with them (never the only cue). */
export interface Term {
  label: string;
  tone: Tone;
}

export type Terms<S extends string> = Record<S, Term>;
export type Of<T extends z.ZodType> = z.infer<T>;

export const t = (label: string, tone: Tone): Term => ({ label, tone });
