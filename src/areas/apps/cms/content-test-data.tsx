// Test data and a mount for the users, content, settings and cache tab tests:
// one install (cms_7) on nordlight-studio.com, its users, posts and settings,
// typed against the contract. A tab renders alone on a page, with a second
// route to navigate to (the unsaved-changes guard is tested on it).
import type { ReactNode } from 'react';
import type { z } from 'zod';
import type { CmsContent, CmsSettings } from '@contract/apps-cms-content';
import type { CmsUser } from '@contract/apps-cms-users';
import { stubFetch, type Routes } from '@/test/fetch-stub';
import { mountPage } from '@/areas/apps/test-mount';
import { HOSTING_DOMAIN as DOMAIN, hostingTarget as target } from '@/test/fixtures';

export const API = '/api/v1';
export const INSTALL = 'cms_7';

type User = z.infer<typeof CmsUser>;
export const user = (over: Partial<User> = {}): User => ({
  id: 1,
  login: 'astrid',
  email: 'astrid@nordlight-studio.com',
  displayName: 'Astrid Nord',
  role: 'administrator',
  registeredAt: '2026-10-01T09:00:00.000Z',
  lastLoginAt: '2026-11-20T08:30:00.000Z',
  ...over,
});

type Item = z.infer<typeof CmsContent>;
export const item = (over: Partial<Item> = {}): Item => ({
  id: 12,
  type: 'post',
  title: 'Autumn light in the studio',
  slug: 'autumn-light-in-the-studio',
  status: 'publish',
  author: 'astrid',
  url: `https://${DOMAIN}/autumn-light-in-the-studio/`,
  createdAt: '2026-10-12T10:00:00.000Z',
  modifiedAt: '2026-10-14T16:20:00.000Z',
  content: 'We moved the big table to the north window.',
  excerpt: 'A new corner for portraits.',
  categories: ['Studio'],
  tags: ['light', 'portraits'],
  ...over,
});

export const summary = (over: Partial<Item> = {}) => {
  const { content: _c, excerpt: _e, categories: _k, tags: _t, ...s } = item(over);
  return s;
};

type Settings = z.infer<typeof CmsSettings>;
export const settings = (over: Partial<Settings> = {}): Settings => ({
  target: target(),
  installId: INSTALL,
  siteTitle: 'Nordlight Studio',
  tagline: 'Portraits in northern light',
  siteUrl: `https://${DOMAIN}`,
  adminEmail: 'astrid@nordlight-studio.com',
  language: 'en_US',
  timezone: 'Europe/Stockholm',
  dateFormat: 'F j, Y',
  timeFormat: 'H:i',
  permalinkStructure: '/%postname%/',
  defaultRole: 'subscriber',
  usersCanRegister: false,
  searchEngineVisible: true,
  commentsOpen: true,
  postsPerPage: 10,
  ...over,
});

/** Renders one tab on `/` with the API stubbed; `/elsewhere` is another page to leave for. */
export function mountTab(tab: ReactNode, routes: Routes) {
  const calls = stubFetch(routes);
  const router = mountPage(tab);
  return { calls, router };
}
