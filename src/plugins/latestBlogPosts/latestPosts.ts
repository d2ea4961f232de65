import type { BlogPost } from '@docusaurus/plugin-content-blog';

/** The plugin's name, which is also the key of its global data. */
export const latestBlogPostsPluginName = 'latest-blog-posts';

/** How many posts the home page lists. */
export const latestPostsCount = 3;

/** What the home page needs to list one blog post; serializable, so it can be global data. */
export interface LatestBlogPost {
  title: string;
  permalink: string;
  description: string;
  /** ISO 8601, for the `dateTime` of a `<time>` element. */
  date: string;
  /** The date as readers see it, formatted at build time so server and browser agree. */
  formattedDate: string;
}

export interface LatestBlogPostsData {
  posts: LatestBlogPost[];
}

const dateFormat = new Intl.DateTimeFormat('en', { dateStyle: 'long', timeZone: 'UTC' });

/** The `count` newest listed posts, newest first. Unlisted posts stay off the home page. */
export function selectLatestPosts(blogPosts: readonly BlogPost[], count: number): LatestBlogPost[] {
  return blogPosts
    .filter((post) => !post.metadata.unlisted)
    .slice()
    .sort((a, b) => b.metadata.date.getTime() - a.metadata.date.getTime())
    .slice(0, count)
    .map(({ metadata }) => ({
      title: metadata.title,
      permalink: metadata.permalink,
      description: metadata.description,
      date: metadata.date.toISOString(),
      formattedDate: dateFormat.format(metadata.date),
    }));
}
