import type { ReactNode } from 'react';
import Link from '@docusaurus/Link';
import Heading from '@theme/Heading';
import { usePluginData } from '@docusaurus/useGlobalData';
import {
  latestBlogPostsPluginName,
  type LatestBlogPostsData,
} from '@site/src/plugins/latestBlogPosts/latestPosts';
import styles from './styles.module.css';

export default function LatestBlogPosts(): ReactNode {
  const { posts } = usePluginData(latestBlogPostsPluginName) as LatestBlogPostsData;
  if (posts.length === 0) return null;
  return (
    <section className={styles.section} aria-labelledby="latest-posts-heading">
      <div className="container">
        <div className={styles.header}>
          <Heading as="h2" id="latest-posts-heading" className={styles.heading}>
            Latest from the blog
          </Heading>
          <Link to="/blog" className={styles.allPosts}>
            All posts
          </Link>
        </div>
        <ul className={styles.list}>
          {posts.map((post) => (
            <li key={post.permalink} className={styles.post}>
              <time dateTime={post.date} className={styles.date}>
                {post.formattedDate}
              </time>
              <Heading as="h3" className={styles.title}>
                <Link to={post.permalink}>{post.title}</Link>
              </Heading>
              <p className={styles.description}>{post.description}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
