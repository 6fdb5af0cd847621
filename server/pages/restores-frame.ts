// The top of the backups screen as the served page draws it in its first frame (spa.ts reads what it
// needs as the dashboard does): the hosting-account picker and the account's restores, with the same
// markup, classes and words (contract/restore-words.ts, hosting-account-words.ts) as
// src/components/hosting-account-picker.tsx and src/areas/backups/restores-list.tsx, and its times
// and counts in the account's formats as the dashboard writes them, so the dashboard's first render
// replaces it with its twin and nothing moves (e2e/first-frame.spec.ts compares the two). The latest
// restore's title is the screen's largest text: drawn here, it is on screen with the first frame
// rather than once the code and two reads after it have come. Its controls (the picker, Cancel
// restore, Show more) are drawn disabled: they work once the code has come.
import { html } from 'hono/html';
import type { z } from 'zod';
import type { Restore } from '@contract/backups';
import type { HostingAccountSummary } from '@contract/hosting';
import { HOSTING_ACCOUNT_LABEL, hostingAccountOption } from '@contract/hosting-account-words';
import {
  NO_RESTORES,
  progressFill,
  RESTORE_SCOPE_LABEL,
  RESTORE_STATUS_TERMS,
  restoreMoving,
  restoreOutcome,
  restoreTimes,
  restoreTitle,
  SAFETY_BACKUP_LINK,
  SAFETY_BACKUP_TEXT,
} from '@contract/restore-words';
import { countOf, doneOf } from '@contract/units';
import { writeMoment, type WrittenTime } from '@contract/written-formats';
import { BADGE_TONES, DANGER_SMALL, routerSearch, SECONDARY_SMALL, SELECT } from './ui-classes';

type Markup = ReturnType<typeof html>;
type RestoreRow = z.infer<typeof Restore>;
type Account = Pick<z.infer<typeof HostingAccountSummary>, 'domain' | 'plan' | 'status'>;

/** What the backups screen's top shows: the accounts to pick from, the one chosen, its first page of restores. */
export interface BackupsTop {
  accounts: Account[];
  /** The chosen account's domain, or the address's `input` as it stands. */
  chosen: string;
  restores: { rows: RestoreRow[]; total: number; hasMore: boolean };
  written: WrittenTime;
}

/** The picker (with two accounts or more) and the Restores section, as BackupsPage draws them. */
export function backupsTopFrame({ accounts, chosen, restores, written }: BackupsTop): Markup {
  const picked = accounts.find((a) => a.domain === chosen);
  const picker =
    accounts.length < 2
      ? ''
      : html`<div class="space-y-1">
          <div class="flex items-baseline justify-between gap-2">
            <label for="frame-hosting-account" class="text-sm font-medium">${HOSTING_ACCOUNT_LABEL}</label>
          </div>
          <select id="frame-hosting-account" class="${SELECT}" disabled>
            <option>${picked ? hostingAccountOption(picked) : ''}</option>
          </select>
        </div>`;
  return html`${picker}
    <section aria-labelledby="frame-restores-title" class="min-w-0 space-y-3">
      <h2 id="frame-restores-title" class="text-lg font-semibold">Restores</h2>
      ${restoresList(chosen, restores, written)}
    </section>`;
}

/** As RestoresList draws the first page. */
function restoresList(input: string, { rows, total, hasMore }: BackupsTop['restores'], written: WrittenTime): Markup {
  if (rows.length === 0) return html`<p class="text-sm text-muted">${NO_RESTORES}</p>`;
  const count = (n: number) => new Intl.NumberFormat(written.locale, { maximumFractionDigits: 0 }).format(n);
  return html`<div class="space-y-3">
    <ul class="space-y-3" aria-label="Restores">
      ${rows.map((r) => restoreItem(input, r, written))}
    </ul>
    ${
      hasMore
        ? html`<div class="flex flex-wrap items-center gap-3 text-sm text-muted">
            <span>${count(rows.length)} of ${count(total)} restores shown</span>
            <button type="button" class="${SECONDARY_SMALL}" disabled>Show more</button>
          </div>`
        : ''
    }
  </div>`;
}

/** As RestoreItem draws one restore: its title and times, outcome, items, progress, detail, failures, safety backup. */
function restoreItem(input: string, r: RestoreRow, written: WrittenTime): Markup {
  const when = (iso: string) => writeMoment(new Date(iso), written);
  const backupWhen = when(r.backupCreatedAt);
  const name = `Restore of ${RESTORE_SCOPE_LABEL[r.scope].toLowerCase()} from ${backupWhen}`;
  const moving = restoreMoving(r);
  const outcome = restoreOutcome(r);
  return html`<li aria-label="${name}" class="space-y-2 rounded-card border border-line p-3 sm:p-4">
    <div class="flex flex-wrap items-start justify-between gap-2">
      <div class="min-w-0">
        <p class="font-medium">${restoreTitle(r.scope, backupWhen)}</p>
        <p class="text-xs text-muted">${restoreTimes(when(r.requestedAt), r.finishedAt && when(r.finishedAt))}</p>
      </div>
      <div class="flex items-center gap-2">
        <span aria-live="polite" aria-atomic="true"
          ><span
            class="inline-flex items-center rounded-full px-2 py-0.5 text-xs font-medium ${BADGE_TONES[outcome.tone]}"
            >${outcome.label}</span
          ></span
        >
        ${moving ? html`<button type="button" class="${DANGER_SMALL}" disabled>Cancel restore</button>` : ''}
      </div>
    </div>
    ${
      r.items.length > 0
        ? html`<details class="text-sm">
            <summary class="cursor-pointer">${countOf(r.items.length, 'item', 'items', written.locale)}</summary>
            <ul class="mt-1 list-disc pl-5 break-all">
              ${r.items.map((i) => html`<li>${i}</li>`)}
            </ul>
          </details>`
        : ''
    }
    ${moving || r.progress > 0 ? progress(r, name, written.locale) : ''}
    <p class="text-sm empty:hidden" aria-live="polite">${r.detail ?? ''}</p>
    ${
      r.itemsFailed.length > 0
        ? html`<div class="text-sm">
            <p class="font-medium">Not restored:</p>
            <ul aria-label="Items not restored" class="list-disc pl-5 break-all">
              ${r.itemsFailed.map((f) => html`<li>${f.item}: ${f.reason}</li>`)}
            </ul>
          </div>`
        : ''
    }
    ${
      r.safetyBackupId
        ? html`<p class="text-xs text-muted">
            ${SAFETY_BACKUP_TEXT}
            <a href="/backups?${routerSearch({ input, backup: r.safetyBackupId })}" class="text-accent underline"
              >${SAFETY_BACKUP_LINK}</a
            >
          </p>`
        : ''
    }
  </li>`;
}

/** As RestoreProgress draws a restore's bar. */
function progress(r: RestoreRow, name: string, locale: string): Markup {
  const text = RESTORE_STATUS_TERMS[r.status].label;
  const items = r.itemsTotal > 0 ? doneOf(r.itemsRestored, r.itemsTotal, ['item', 'items'], 'restored', locale) : '';
  return html`<div class="space-y-1">
    <div class="flex justify-between gap-2 text-xs">
      <span>${text}${items ? ` · ${items}` : ''}</span>
      <span class="tabular text-muted">${r.progress}%</span>
    </div>
    <div
      role="progressbar"
      aria-label="${name} progress"
      aria-valuemin="0"
      aria-valuemax="100"
      aria-valuenow="${r.progress}"
      aria-valuetext="${`${r.progress}%, ${text}${items ? `, ${items}` : ''}`}"
      class="h-2 overflow-hidden rounded-full bg-surface-2"
    >
      <div class="h-full rounded-full transition-[width] ${progressFill(r.status)}" style="width: ${r.progress}%"></div>
    </div>
  </div>`;
}
