// The slug a title suggests, as the CMS would make it: transliterated to
// lowercase ASCII words joined by hyphens (the contract's Slug), at most 100
// characters, never ending on a hyphen. Transliteration is the library's.
import slugify from '@sindresorhus/slugify';

const MAX = 100;

export function slugFromTitle(title: string): string {
  const slug = slugify(title, { decamelize: false }).slice(0, MAX);
  return slug.endsWith('-') ? slug.replace(/-+$/, '') : slug;
}
