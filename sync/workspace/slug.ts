/** A job's address (jobs.slug) made from its title. Pure. */
/** Lower-case words joined by hyphens, 2 to 80 characters, as jobs.slug requires. */
export function slugify(title: string): string {
  const slug = title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 80)
    .replace(/-+$/, '');
  return slug.length >= 2 ? slug : `job-${slug || 'new'}`.slice(0, 80);
}
