import type { ReactNode } from 'react';
import Link from '@docusaurus/Link';
import Heading from '@theme/Heading';
import styles from './styles.module.css';

interface DocArea {
  title: string;
  to: string;
  description: string;
}

const areas: readonly DocArea[] = [
  {
    title: 'Chatbot builder',
    to: '/docs/CogniBot/cognibot_introduction',
    description:
      'Skills, the Dialog Designer and its dialog elements, state, conditions, connections and extensions.',
  },
  {
    title: 'NLU projects',
    to: '/docs/NLU Project/nlu_intro',
    description: 'Intents, utterances and entities, with the built-in engine or your Rasa server.',
  },
  {
    title: 'KM projects',
    to: '/docs/KM Project/km_intro',
    description:
      'Answer from PDFs, Confluence, SharePoint and websites, with citations your users can check.',
  },
  {
    title: 'Channels',
    to: '/docs/channel-integration/MSTeams',
    description: 'Reach people in Microsoft Teams, on WhatsApp and over the phone.',
  },
  {
    title: 'Web chat',
    to: '/docs/webchat/webpage',
    description: 'Embed the chat widget in your web pages and in Android and iOS apps.',
  },
  {
    title: 'Administration',
    to: '/docs/Main Menu/main_menu_intro',
    description: 'Projects, users, groups, access control, audit logs and settings.',
  },
];

export default function DocAreaCards(): ReactNode {
  return (
    <section className={styles.section} aria-labelledby="doc-areas-heading">
      <div className="container">
        <Heading as="h2" id="doc-areas-heading" className={styles.heading}>
          Explore the documentation
        </Heading>
        <ul className={styles.grid}>
          {areas.map((area) => (
            <li key={area.to} className={styles.card}>
              <Link to={area.to} className={styles.link}>
                <Heading as="h3" className={styles.cardTitle}>
                  {area.title}
                </Heading>
                <p className={styles.cardText}>{area.description}</p>
              </Link>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
