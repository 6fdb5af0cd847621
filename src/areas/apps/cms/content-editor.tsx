// Writing a page or post. The slug follows the title until it is edited by
// hand (an existing item keeps its address unless changed on purpose). A new
// item sends every field; an edit sends only what changed. A failed save keeps
// everything typed and says why (a 422 on its field, anything else on top), so
// a draft is never lost; leaving with unsaved changes asks first.
import { useEffect, useRef, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { cmsContentOps, type CmsContent, type ContentType } from '@contract/apps-cms-content';
import { Slug } from '@contract/apps-shared';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { Field } from '@/components/ui/field';
import { FormCard } from '@/components/ui/form-card';
import { Input, Select } from '@/components/ui/input';
import { TextArea } from '@/components/ui/text-area';
import { changedFields } from '@/lib/changed-fields';
import { applyProblemToForm } from '@/lib/form-errors';
import { fieldSchema } from '@/lib/form-limits';
import { useCreateCmsContent, useUpdateCmsContent } from './content-mutations';
import { slugFromTitle } from './content-slug';
import { STATUS_LABELS, WRITABLE_STATUSES, type Status } from './content-status';
import { TokenInput } from './content-token-input';
import { UnsavedChangesGuard } from './settings-unsaved-guard';

type Item = z.infer<typeof CmsContent>;
type Kind = z.infer<typeof ContentType>;

const Create = cmsContentOps.createCmsContent.body;
// The create body's fields, all present in the form; a scheduled item may keep its status unchanged (not sent).
// An empty slug is left to the CMS, which derives one from the title.
const Form = Create.omit({ input: true, install_id: true, type: true })
  .required()
  .extend({
    slug: z.union([z.literal(''), Slug]),
    status: z.enum([...WRITABLE_STATUSES, 'future']),
  });
type Values = z.input<typeof Form>;
type Parsed = z.output<typeof Form>;

const limits = (path: string) => fieldSchema(Create, path);

const toValues = (item: Item | undefined): Values => ({
  title: item?.title ?? '',
  slug: item?.slug ?? '',
  status: item && item.status !== 'trash' ? item.status : 'draft',
  excerpt: item?.excerpt ?? '',
  content: item?.content ?? '',
  categories: item?.categories ?? [],
  tags: item?.tags ?? [],
});

interface ContentEditorProps {
  input: string;
  installId: string;
  type: Kind;
  /** The item to edit, read fresh; none for a new one. */
  item?: Item;
  onSaved: (item: Item, created: boolean) => void;
  onClose: () => void;
}

export function ContentEditor({ input, installId, type, item, onSaved, onClose }: ContentEditorProps) {
  const create = useCreateCmsContent(input, installId);
  const update = useUpdateCmsContent(input, installId);
  const form = useForm<Values, unknown, Parsed>({ resolver: zodResolver(Form), defaultValues: toValues(item) });
  const { register, handleSubmit, setError, setValue, watch, reset, control, formState } = form;
  const { errors, isDirty, isSubmitting, dirtyFields } = formState;
  const [discarding, setDiscarding] = useState(false);
  // An existing item's address is kept unless the slug is edited on purpose.
  const slugFollowsTitle = useRef(!item);

  useEffect(() => {
    const sub = watch((v, { name }) => {
      if (name === 'title' && slugFollowsTitle.current)
        setValue('slug', slugFromTitle(v.title ?? ''), { shouldDirty: true, shouldValidate: !!errors.slug });
    });
    return () => sub.unsubscribe();
  }, [watch, setValue, errors.slug]);

  const onSubmit = handleSubmit(async (values) => {
    try {
      if (!item) {
        const { slug, status, ...rest } = values;
        const r = await create.mutateAsync({
          type,
          ...rest,
          status: status === 'future' ? 'draft' : status,
          ...(slug ? { slug } : {}),
        });
        onSaved(r.item, true);
      } else {
        const { slug, status, ...rest } = changedFields(values, dirtyFields);
        const r = await update.mutateAsync({
          content_id: item.id,
          ...rest,
          ...(status && status !== 'future' ? { status } : {}),
          ...(slug ? { slug } : {}),
        });
        reset(toValues(r.item));
        onSaved(r.item, false);
      }
    } catch (error) {
      // Nothing is reset: the form keeps every value typed.
      applyProblemToForm(setError, error);
    }
  });

  const noun = type === 'page' ? 'page' : 'post';
  const statuses: Status[] = item?.status === 'future' ? [...WRITABLE_STATUSES, 'future'] : [...WRITABLE_STATUSES];
  return (
    <>
      <FormCard title={item ? `Edit ${noun}: ${item.title}` : `New ${noun}`} onSubmit={onSubmit} errors={errors}>
        <Field
          label="Title"
          schema={limits('title')}
          error={errors.title}
          length={(watch('title') ?? '').length}
          required
        >
          {(p) => <Input {...p} autoComplete="off" {...register('title')} />}
        </Field>
        <div className="grid gap-4 sm:grid-cols-[2fr_1fr]">
          <Field
            label="Slug"
            schema={limits('slug')}
            hint={
              item
                ? 'The last part of its address'
                : 'The last part of its address; made from the title until you change it'
            }
            error={errors.slug}
          >
            {(p) => (
              <Input
                {...p}
                autoComplete="off"
                spellCheck={false}
                className="font-mono"
                {...register('slug', { onChange: () => (slugFollowsTitle.current = false) })}
              />
            )}
          </Field>
          <Field label="Status" error={errors.status}>
            {(p) => (
              <Select {...p} {...register('status')}>
                {statuses.map((s) => (
                  <option key={s} value={s}>
                    {STATUS_LABELS[s]}
                  </option>
                ))}
              </Select>
            )}
          </Field>
        </div>
        <Field label="Excerpt" schema={limits('excerpt')} hint="Optional: a short summary" error={errors.excerpt}>
          {(p) => <TextArea {...p} rows={2} {...register('excerpt')} />}
        </Field>
        <Field label="Content" schema={limits('content')} error={errors.content}>
          {(p) => <TextArea {...p} rows={14} className="font-mono text-sm" {...register('content')} />}
        </Field>
        <div className="grid gap-4 sm:grid-cols-2">
          <Controller
            control={control}
            name="categories"
            render={({ field, fieldState }) => (
              <TokenInput
                label="Categories"
                noun="category"
                value={field.value ?? []}
                onChange={field.onChange}
                hint="At most 20"
                error={tokenError(fieldState.error)}
              />
            )}
          />
          <Controller
            control={control}
            name="tags"
            render={({ field, fieldState }) => (
              <TokenInput
                label="Tags"
                noun="tag"
                value={field.value ?? []}
                onChange={field.onChange}
                hint="At most 50"
                error={tokenError(fieldState.error)}
              />
            )}
          />
        </div>
        <div className="flex flex-wrap justify-end gap-3">
          <Button
            variant="secondary"
            onClick={() => (isDirty ? setDiscarding(true) : onClose())}
            disabled={isSubmitting}
          >
            Cancel
          </Button>
          <Button type="submit" variant="primary" loading={isSubmitting} disabled={!!item && !isDirty}>
            {item ? `Save ${noun}` : `Create ${noun}`}
          </Button>
        </div>
      </FormCard>
      <UnsavedChangesGuard when={isDirty && !isSubmitting} />
      <ConfirmDialog
        open={discarding}
        title="Discard your changes?"
        confirmLabel="Discard changes"
        cancelLabel="Keep editing"
        busy={false}
        error={null}
        onConfirm={onClose}
        onClose={() => setDiscarding(false)}
      >
        <p>What you typed here has not been saved.</p>
      </ConfirmDialog>
    </>
  );
}

/** A list's own error, or the first of its items' (one name too long). */
function tokenError(error: unknown): string | undefined {
  if (!error || typeof error !== 'object') return undefined;
  const e = error as { message?: string } & Record<number, { message?: string } | undefined>;
  if (e.message) return e.message;
  const first = Object.values(e).find((x) => x && typeof x === 'object' && 'message' in x) as
    { message?: string } | undefined;
  return first?.message;
}
