// Writing pages and posts. Every write refreshes the lists (any filters) of the
// install; an edit also puts the saved item into the cache the editor reads.
import { cmsContentOps } from '@contract/apps-cms-content';
import type { BodyOf } from '@contract/operation';
import { defineMutation, useOperationMutation } from '@/lib/mutation';
import { appsKeys } from '@/areas/apps/keys';

type Site = 'input' | 'install_id';
export type CreateContentBody = Omit<NonNullable<BodyOf<typeof cmsContentOps.createCmsContent>>, Site>;
export type UpdateContentBody = Omit<NonNullable<BodyOf<typeof cmsContentOps.updateCmsContent>>, Site>;

const lists = (input: string, installId: string) => appsKeys.cmsContent(input, installId);

const createContent = (input: string, installId: string) =>
  defineMutation(cmsContentOps.createCmsContent, {
    request: (body: CreateContentBody) => ({ body: { ...body, input, install_id: installId } }),
    invalidates: () => [lists(input, installId)],
  });

const updateContent = (input: string, installId: string) =>
  defineMutation(cmsContentOps.updateCmsContent, {
    request: (body: UpdateContentBody) => ({ body: { ...body, input, install_id: installId } }),
    update: (qc, r) =>
      qc.setQueryData(appsKeys.cmsContentItem(input, installId, r.item.id), { ...r.item, target: r.target }),
    invalidates: () => [lists(input, installId)],
  });

const trashContent = (input: string, installId: string) =>
  defineMutation(cmsContentOps.trashCmsContent, {
    request: (id: number) => ({ query: { input, install_id: installId, content_id: id } }),
    invalidates: (id) => [lists(input, installId), appsKeys.cmsContentItem(input, installId, id)],
  });

export const useCreateCmsContent = (input: string, installId: string) =>
  useOperationMutation(createContent(input, installId));
export const useUpdateCmsContent = (input: string, installId: string) =>
  useOperationMutation(updateContent(input, installId));
export const useTrashCmsContent = (input: string, installId: string) =>
  useOperationMutation(trashContent(input, installId));
