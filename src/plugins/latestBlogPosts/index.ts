import type { Plugin } from '@docusaurus/types';
import type { BlogContent } from '@docusaurus/plugin-content-blog';
import {
  latestBlogPostsPluginName,
  latestPostsCount,
  selectLatestPosts,
  type LatestBlogPostsData,
} from './latestPosts';

/**
 * Reads the blog plugin's loaded posts once all content is loaded and exposes the newest ones as
 * global data, so the home page lists them without importing blog files by hand.
 */
export default function latestBlogPostsPlugin(): Plugin {
  return {
    name: latestBlogPostsPluginName,
    allContentLoaded({ allContent, actions }) {
      const blog = allContent['docusaurus-plugin-content-blog']?.default as BlogContent | undefined;
      if (!blog) throw new Error(`${latestBlogPostsPluginName}: the blog plugin is not loaded`);
      const data: LatestBlogPostsData = {
        posts: selectLatestPosts(blog.blogPosts, latestPostsCount),
      };
      actions.setGlobalData(data);
    },
  };
}
