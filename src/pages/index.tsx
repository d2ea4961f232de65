import type { ReactNode } from 'react';
import Layout from '@theme/Layout';
import HomepageHero from '@site/src/components/HomepageHero';
import DocAreaCards from '@site/src/components/DocAreaCards';
import LatestBlogPosts from '@site/src/components/LatestBlogPosts';

export default function Home(): ReactNode {
  return (
    <Layout
      title="CogniBot documentation"
      description="Install, build and run CogniBot chatbots: skills and dialogs, NLU and knowledge projects, Teams, WhatsApp, telephony and web chat, administration."
    >
      <main>
        <HomepageHero />
        <DocAreaCards />
        <LatestBlogPosts />
      </main>
    </Layout>
  );
}
