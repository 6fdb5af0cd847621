// Adding a CMS user and changing a user's role; both refetch the users list.
// A refused role change (409: the last administrator) leaves the list as the
// server has it, so the row shows the role that still holds.
import { cmsUserOps } from '@contract/apps-cms-users';
import type { BodyOf } from '@contract/operation';
import { defineMutation, useOperationMutation } from '@/lib/mutation';
import { appsKeys } from '@/areas/apps/keys';

type Site = 'input' | 'install_id';
export type CreateUserBody = Omit<NonNullable<BodyOf<typeof cmsUserOps.createCmsUser>>, Site>;
export type ChangeRoleBody = Omit<NonNullable<BodyOf<typeof cmsUserOps.changeCmsUserRole>>, Site>;

const createUser = (input: string, installId: string) =>
  defineMutation(cmsUserOps.createCmsUser, {
    request: (body: CreateUserBody) => ({ body: { ...body, input, install_id: installId } }),
    invalidates: () => [appsKeys.cmsUsers(input, installId)],
  });

const changeRole = (input: string, installId: string) =>
  defineMutation(cmsUserOps.changeCmsUserRole, {
    request: (body: ChangeRoleBody) => ({ body: { ...body, input, install_id: installId } }),
    invalidates: () => [appsKeys.cmsUsers(input, installId)],
  });

export const useCreateCmsUser = (input: string, installId: string) =>
  useOperationMutation(createUser(input, installId));
export const useChangeCmsUserRole = (input: string, installId: string) =>
  useOperationMutation(changeRole(input, installId));
