// Which pages or posts the list shows: the type, a status and a text search
// (checked with the contract's own schema, sent once typing pauses).
import { cmsContentOps } from '@contract/apps-cms-content';
import { SearchField } from '@/components/data-table/search-field';
import { Field } from '@/components/ui/field';
import { Select } from '@/components/ui/input';
import type { ContentFilters } from './content-queries';
import { STATUSES, STATUS_LABELS, type Status } from './content-status';

const qSchema = cmsContentOps.listCmsContent.query.shape.q;

interface ContentFilterBarProps {
  filters: ContentFilters;
  onFilters: (f: ContentFilters) => void;
}

export function ContentFilterBar({ filters, onFilters }: ContentFilterBarProps) {
  return (
    <div className="grid gap-3 sm:grid-cols-[10rem_12rem_1fr] sm:items-start">
      <Field label="Show">
        {(p) => (
          <Select
            {...p}
            value={filters.type}
            onChange={(e) => onFilters({ ...filters, type: e.target.value === 'page' ? 'page' : 'post' })}
          >
            <option value="post">Posts</option>
            <option value="page">Pages</option>
          </Select>
        )}
      </Field>
      <Field label="Status">
        {(p) => (
          <Select
            {...p}
            value={filters.status ?? ''}
            onChange={(e) => onFilters({ ...filters, status: (e.target.value || undefined) as Status | undefined })}
          >
            <option value="">Any status</option>
            {STATUSES.map((s) => (
              <option key={s} value={s}>
                {STATUS_LABELS[s]}
              </option>
            ))}
          </Select>
        )}
      </Field>
      <SearchField
        label="Search"
        placeholder="Words in the title or text"
        schema={qSchema}
        counter={false}
        value={filters.q}
        onSearch={(q) => onFilters({ ...filters, q })}
      />
    </div>
  );
}
