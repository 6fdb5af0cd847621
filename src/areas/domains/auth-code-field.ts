// Auth codes as forms take them: optional where the API allows it (an empty
// box is "none"), and refused over the contract's limit. Pasted codes carry
// spaces or a line break; the server trims them, and so does the form.
import { z } from 'zod';

export const optionalAuthCode = z
  .string()
  .max(255, 'At most 255 characters')
  .transform((s) => s.trim() || undefined);

export const requiredAuthCode = z.string().max(255, 'At most 255 characters').trim().min(1, 'Enter the auth code');
