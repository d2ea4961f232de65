import { describe, expect, it } from 'vitest';
import type { BlogPost } from '@docusaurus/plugin-content-blog';
import { selectLatestPosts } from '../../src/plugins/latestBlogPosts/latestPosts';

function post(slug: string, isoDate: string, unlisted = false): BlogPost {
  // Only the fields the selection reads; the rest of the blog plugin's metadata is irrelevant here.
  return {
    id: slug,
    content: '',
    metadata: {
      title: `Post ${slug}`,
      permalink: `/blog/${slug}`,
      description: `About ${slug}`,
      date: new Date(isoDate),
      unlisted,
    },
  } as unknown as BlogPost;
}

describe('latest blog posts on the home page', () => {
  it('lists the newest posts first, at most the requested count, whatever the input order', () => {
    const posts = [
      post('spring', '2026-03-01'),
      post('autumn', '2026-10-21'),
      post('summer', '2026-07-15'),
      post('winter', '2026-01-05'),
    ];
    expect(selectLatestPosts(posts, 3).map((latest) => latest.permalink)).toEqual([
      '/blog/autumn',
      '/blog/summer',
      '/blog/spring',
    ]);
  });

  it('leaves unlisted posts out', () => {
    const posts = [post('hidden', '2026-12-01', true), post('listed', '2026-11-01')];
    expect(selectLatestPosts(posts, 3).map((latest) => latest.permalink)).toEqual(['/blog/listed']);
  });

  it('keeps what the page shows and formats the date the same on server and browser', () => {
    const [latest] = selectLatestPosts([post('hr', '2026-10-21T00:00:00Z')], 3);
    expect(latest).toEqual({
      title: 'Post hr',
      permalink: '/blog/hr',
      description: 'About hr',
      date: '2026-10-21T00:00:00.000Z',
      formattedDate: 'October 21, 2026',
    });
  });

  it('gives an empty list when there are no posts', () => {
    expect(selectLatestPosts([], 3)).toEqual([]);
  });
});
