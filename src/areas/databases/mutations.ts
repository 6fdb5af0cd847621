// Writes of the databases area, each declared with the keys it makes stale
// (keys.ts). Dropping a database and deleting a user are holds: the answer is
// a pending action to approve on the confirmation page, so nothing is stale
// until then (the views refetch when they are opened again: queries.ts).
import { databasesMeta as databasesOps } from '@/lib/ops-meta/databases';
import type { BodyOf } from '@contract/operation';
import { defineMutation, useOperationMutation } from '@/lib/mutation';
import { databasesKeys } from './keys';
import type { PrivilegeName } from './privileges';

type Body<K extends keyof typeof databasesOps> = NonNullable<BodyOf<(typeof databasesOps)[K]>>;

/** What a change to one database's users shows up in. */
const databaseViews = (input: string, database: string) => [
  databasesKeys.users(input, database),
  databasesKeys.detail(input, database),
  databasesKeys.list(input),
];

const createDatabase = (input: string) =>
  defineMutation(databasesOps.createDatabase, {
    request: (body: Omit<Body<'createDatabase'>, 'input'>) => ({ body: { ...body, input } }),
    invalidates: () => [databasesKeys.list(input), databasesKeys.sizes(input), databasesKeys.planUsage(input)],
    awaitInvalidation: false,
  });

const createUser = (input: string, database: string) =>
  defineMutation(databasesOps.createDatabaseUser, {
    request: (body: Omit<Body<'createDatabaseUser'>, 'input' | 'database'>) => ({ body: { ...body, input, database } }),
    invalidates: () => databaseViews(input, database),
  });

const changePassword = (input: string) =>
  defineMutation(databasesOps.changeDatabaseUserPassword, {
    request: (body: { username: string; password: string }) => ({ body: { ...body, input } }),
  });

/** Which user, on which database: the wizard grants on a database it has just created. */
interface OnDatabase {
  database: string;
  username: string;
}

const grant = (input: string) =>
  defineMutation(databasesOps.grantDatabasePrivileges, {
    request: ({ database, username, privileges }: OnDatabase & { privileges: PrivilegeName[] }) => ({
      params: { username },
      body: { input, database, privileges },
    }),
    invalidates: (v) => databaseViews(input, v.database),
  });

const revoke = (input: string) =>
  defineMutation(databasesOps.revokeDatabasePrivileges, {
    // Without a list the server revokes every privilege on the database.
    request: ({ database, username, privileges }: OnDatabase & { privileges: PrivilegeName[] | null }) => ({
      params: { username },
      query: { input, database, privileges: privileges ? privileges.join(',') : undefined },
    }),
    invalidates: (v) => databaseViews(input, v.database),
  });

const hostViews = (input: string, database: string, user: string) => [
  databasesKeys.accessHosts(input, database, user),
  databasesKeys.users(input, database),
];

const addAccessHost = (input: string, database: string, user: string) =>
  defineMutation(databasesOps.addDatabaseAccessHost, {
    request: (host: string) => ({ params: { database }, query: { input, database, user, host } }),
    update: (qc, r) => qc.setQueryData(databasesKeys.accessHosts(input, database, user), r),
    invalidates: () => hostViews(input, database, user),
  });

const removeAccessHost = (input: string, database: string, user: string) =>
  defineMutation(databasesOps.removeDatabaseAccessHost, {
    request: (host: string) => ({ params: { database }, query: { input, database, user, host } }),
    update: (qc, r) => qc.setQueryData(databasesKeys.accessHosts(input, database, user), r),
    invalidates: () => hostViews(input, database, user),
  });

const dropDatabase = (input: string, database: string) =>
  defineMutation(databasesOps.dropDatabase, {
    request: ({ attempt_key }: { attempt_key: string }) => ({ params: { database }, query: { input, attempt_key } }),
  });

const deleteUser = (input: string) =>
  defineMutation(databasesOps.deleteDatabaseUser, {
    request: ({ username, attempt_key }: { username: string; attempt_key: string }) => ({
      params: { username },
      query: { input, attempt_key },
    }),
  });

const adminLink = (input: string, database: string) =>
  defineMutation(databasesOps.createDbAdminLoginLink, { request: () => ({ body: { input, database } }) });

export const useCreateDatabase = (input: string) => useOperationMutation(createDatabase(input));
export const useCreateDatabaseUser = (input: string, database: string) =>
  useOperationMutation(createUser(input, database));
export const useChangeDatabasePassword = (input: string) => useOperationMutation(changePassword(input));
export const useGrantPrivileges = (input: string) => useOperationMutation(grant(input));
export const useRevokePrivileges = (input: string) => useOperationMutation(revoke(input));
export const useAddAccessHost = (input: string, database: string, user: string) =>
  useOperationMutation(addAccessHost(input, database, user));
export const useRemoveAccessHost = (input: string, database: string, user: string) =>
  useOperationMutation(removeAccessHost(input, database, user));
export const useDropDatabase = (input: string, database: string) => useOperationMutation(dropDatabase(input, database));
export const useDeleteDatabaseUser = (input: string) => useOperationMutation(deleteUser(input));
export const useDbAdminLink = (input: string, database: string) => useOperationMutation(adminLink(input, database));
