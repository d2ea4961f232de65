import type { CheerioAPI } from 'cheerio';

/** The headings easyops splits a page into sections at. */
const sectionHeadings = 'h1, h2, h3';

/**
 * Whether the section under the heading with this id is only a list of links, like "Related
 * pages": every element up to the next heading is a list, and every item starts with a link.
 * Such a section names other pages; it is not a result for the words in those names.
 */
export function isLinkListSection($: CheerioAPI, headingId: string): boolean {
  const heading = $('article')
    .find(sectionHeadings)
    .filter((_, element) => $(element).attr('id') === headingId)
    .first();
  if (heading.length === 0) return false;
  const body = heading.nextUntil(sectionHeadings);
  if (body.length === 0) return false;
  return body.toArray().every((element) => {
    const list = $(element);
    if (!list.is('ul, ol')) return false;
    const items = list.children('li');
    return (
      items.length > 0 &&
      items.toArray().every((item) => {
        const link = $(item).children().first();
        return link.is('a') && $(item).text().trim().startsWith(link.text().trim());
      })
    );
  });
}
