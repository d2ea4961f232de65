import type { ReactNode } from 'react';
import Link from '@docusaurus/Link';
import Heading from '@theme/Heading';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import { currentRelease } from '@site/src/data/release';
import styles from './styles.module.css';

export default function HomepageHero(): ReactNode {
  const { siteConfig } = useDocusaurusContext();
  return (
    <div className={styles.hero}>
      <div className="container">
        <Heading as="h1" className={styles.title}>
          {siteConfig.title}
        </Heading>
        <p className={styles.tagline}>{siteConfig.tagline}</p>
        <p className={styles.lead}>
          CogniBot is a self-hosted platform for chatbots that resolve IT requests, answer from your
          knowledge bases and drive RPA bots, in Microsoft Teams, WhatsApp, on the phone and on your
          own web pages.
        </p>
        <div className={styles.actions}>
          <Link className="button button--primary button--lg" to="/docs/introduction">
            Get started
          </Link>
          <Link className="button button--secondary button--lg" to="/docs/installation">
            Install CogniBot {currentRelease.line}
          </Link>
        </div>
      </div>
    </div>
  );
}
