// The settings of one CMS install as the API names them, and the
// {prefix}options rows they are in the install's customer database. The site's
// URL (siteurl) is shown but not changed here: moving a site is a clone.
import { sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { CmsSettings } from '@contract/apps-cms-content';
import type { CmsRole } from '@contract/apps-cms-users';
import { ApiError } from '@server/core/problem';
import { rowsOf, type CustomerSql } from '@server/db/customer-server';
import { cmsTable, writeOption, type CmsLocation } from '@server/infra/cms-site';

/** The node's database server (DatabaseNode.sql) or a transaction on it. */
type Q = CustomerSql;
type Settings = z.input<typeof CmsSettings>;

export interface SettingsPatch {
  site_title?: string;
  tagline?: string;
  admin_email?: string;
  language?: string;
  timezone?: string;
  date_format?: string;
  time_format?: string;
  permalink_structure?: string;
  default_role?: z.infer<typeof CmsRole>;
  users_can_register?: boolean;
  search_engine_visible?: boolean;
  comments_open?: boolean;
  posts_per_page?: number;
}

const flag = (on: boolean) => (on ? '1' : '0');

/** Each writable setting: its option row and how its value is stored there. */
const OPTIONS: { [K in keyof Required<SettingsPatch>]: [string, (v: Required<SettingsPatch>[K]) => string] } = {
  site_title: ['blogname', String],
  tagline: ['blogdescription', String],
  admin_email: ['admin_email', String],
  language: ['WPLANG', String],
  timezone: ['timezone_string', String],
  date_format: ['date_format', String],
  time_format: ['time_format', String],
  permalink_structure: ['permalink_structure', String],
  default_role: ['default_role', String],
  users_can_register: ['users_can_register', flag],
  search_engine_visible: ['blog_public', flag],
  comments_open: ['default_comment_status', (on) => (on ? 'open' : 'closed')],
  posts_per_page: ['posts_per_page', String],
};

const READ = [...Object.values(OPTIONS).map(([name]) => name), 'siteurl'];

export async function readSettings(q: Q, at: CmsLocation): Promise<Omit<Settings, 'target' | 'installId'>> {
  const rows = await rowsOf<{ option_name: string; option_value: string }>(
    q,
    sql`select option_name, option_value from ${cmsTable(at, 'options')}
        where option_name in (${sql.join(
          READ.map((name) => sql`${name}`),
          sql`, `,
        )})`,
  );
  const o = new Map(rows.map((r) => [r.option_name, r.option_value]));
  const text = (name: string, fallback = '') => o.get(name) ?? fallback;
  const perPage = Number.parseInt(text('posts_per_page', '10'), 10);
  const role = text('default_role', 'subscriber');
  return {
    siteTitle: text('blogname'),
    tagline: text('blogdescription'),
    siteUrl: text('siteurl'),
    adminEmail: text('admin_email'),
    language: text('WPLANG', 'en_US') || 'en_US',
    timezone: text('timezone_string', 'UTC') || 'UTC',
    dateFormat: text('date_format'),
    timeFormat: text('time_format'),
    permalinkStructure: text('permalink_structure'),
    defaultRole: (['administrator', 'editor', 'author', 'contributor', 'subscriber'].includes(role)
      ? role
      : 'subscriber') as Settings['defaultRole'],
    usersCanRegister: text('users_can_register') === '1',
    searchEngineVisible: text('blog_public', '1') !== '0',
    commentsOpen: text('default_comment_status', 'open') === 'open',
    postsPerPage: Number.isInteger(perPage) && perPage >= 1 ? perPage : 10,
  };
}

/** An IANA time zone name the runtime knows (its own list, not a pattern), or UTC. */
export function checkTimezone(tz: string): void {
  if (tz === 'UTC' || Intl.supportedValuesOf('timeZone').includes(tz)) return;
  throw new ApiError('validation_failed', `${tz} is not a time zone; use a name such as Europe/Helsinki, or UTC`, {
    errors: [{ path: 'timezone', message: 'Use a time zone name such as Europe/Helsinki', code: 'invalid_value' }],
  });
}

/** Write the settings sent (and only those) to their option rows. */
export async function writeSettings(q: Q, at: CmsLocation, patch: SettingsPatch): Promise<void> {
  if (patch.timezone !== undefined) checkTimezone(patch.timezone);
  for (const [key, [name, store]] of Object.entries(OPTIONS) as [
    keyof SettingsPatch,
    [string, (v: never) => string],
  ][]) {
    const value = patch[key];
    if (value !== undefined) await writeOption(q, at, name, store(value as never));
  }
}
