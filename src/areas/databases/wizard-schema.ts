// The create wizard's form: the contract's own field schemas, with the names
// typed without the account prefix and checked as whole names (as the server
// counts them). Each step names the fields it checks before the next one.
import { z } from 'zod';
import { databasesOps } from '@contract/databases';
import { prefixedName } from './prefixed-name-schema';

const create = databasesOps.createDatabase.body.shape;
const privileges = databasesOps.createDatabaseUser.body.shape.privileges.unwrap();

export const wizardSchema = (prefix: string) =>
  z.object({
    name: prefixedName(prefix, create.name),
    charset: create.charset.unwrap(),
    username: prefixedName(prefix, create.username),
    password: create.password,
    privileges,
  });

export type WizardInput = z.input<ReturnType<typeof wizardSchema>>;
export type WizardField = keyof WizardInput;

export const WIZARD_STEPS = [
  { title: 'Name the database', fields: ['name', 'charset'] },
  { title: 'Its user', fields: ['username', 'password'] },
  { title: 'What the user may do', fields: ['privileges'] },
] as const satisfies readonly { title: string; fields: readonly WizardField[] }[];

/** The first step holding one of these fields: where a refused submit sends the person back to. */
export function stepOf(fields: readonly string[]): number | null {
  const i = WIZARD_STEPS.findIndex((s) => s.fields.some((f) => fields.includes(f)));
  return i < 0 ? null : i;
}
