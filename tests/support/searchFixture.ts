import { createRequire } from 'node:module';
import { documentsFileName, termsFileName } from '../../src/features/search/logic/boxFiles';
import type { SearchTag } from '../../src/features/search/logic/config';
import {
  checkDocumentsFile,
  type IndexedDocument,
  type LoadedIndex,
  type SectionTexts,
} from '../../src/features/search/logic/indexFile';
import {
  splitIndexFile,
  splitIndexFiles,
  type EasyopsSubIndex,
  type LeaveOut,
  type SplitOptions,
} from '../../src/features/search/logic/indexSplitting';
import { decodePostingsFile } from '../../src/features/search/logic/postingsPiece';
import { createTagIndex } from '../../src/features/search/logic/tagIndex';
import { decodeDictionary } from '../../src/features/search/logic/termDictionary';

/**
 * A small corpus indexed by easyops's own index builder, so unit tests search exactly the kind of
 * index the site ships.
 */

export interface FixtureSection {
  title: string;
  /** `#hash`, empty for the text before the first heading. */
  hash: string;
  content: string;
}

export interface FixturePage {
  url: string;
  title: string;
  description?: string;
  keywords?: string;
  sections: FixtureSection[];
}

type BuildIndex = (
  allDocuments: IndexedDocument[][],
  options: {
    language: string[];
    removeDefaultStopWordFilter: string[];
    removeDefaultStemmer: boolean;
  },
) => { documents: IndexedDocument[]; index: object }[];

const require = createRequire(import.meta.url);
const { buildIndex } =
  require('@easyops-cn/docusaurus-search-local/dist/server/server/utils/buildIndex') as {
    buildIndex: BuildIndex;
  };

/** The five document lists easyops derives from parsed pages (as its scanDocuments does). */
export function documentsOf(pages: readonly FixturePage[]): IndexedDocument[][] {
  const all: IndexedDocument[][] = [[], [], [], [], []];
  const [titles, headings, descriptions, keywords, contents] = all as [
    IndexedDocument[],
    IndexedDocument[],
    IndexedDocument[],
    IndexedDocument[],
    IndexedDocument[],
  ];
  let nextId = 0;
  for (const page of pages) {
    const pageId = ++nextId;
    titles.push({ i: pageId, t: page.title, u: page.url, b: ['Docs'] });
    if (page.description) {
      descriptions.push({ i: pageId, t: page.description, s: page.title, u: page.url, p: pageId });
    }
    if (page.keywords) {
      keywords.push({ i: pageId, t: page.keywords, s: page.title, u: page.url, p: pageId });
    }
    for (const section of page.sections) {
      if (section.title !== page.title) {
        headings.push({ i: ++nextId, t: section.title, u: page.url, h: section.hash, p: pageId });
      }
      contents.push({
        i: ++nextId,
        t: section.content,
        s: section.title,
        u: page.url,
        h: section.hash,
        p: pageId,
      });
    }
  }
  return all;
}

/** An index file as easyops writes it. */
export function easyopsIndexFile(pages: readonly FixturePage[]): EasyopsSubIndex[] {
  const built = buildIndex(documentsOf(pages), {
    language: ['en'],
    removeDefaultStopWordFilter: [],
    removeDefaultStemmer: false,
  });
  // Serialized and read back, as easyops writes it to the file.
  return JSON.parse(JSON.stringify(built)) as EasyopsSubIndex[];
}

/** Pieces small enough that the fixtures' indexes come in several. */
export const smallPieces: SplitOptions = { pieceChars: 400, textPieceChars: 300 };

/** The box's files of the pages by name, JSON texts as the build writes them. */
export function boxFiles(
  tag: SearchTag,
  pages: readonly FixturePage[],
  leaveOut: LeaveOut = () => false,
  options: SplitOptions = smallPieces,
): Map<string, string> {
  return splitIndexFiles(tag, splitIndexFile(easyopsIndexFile(pages), leaveOut, options));
}

const readFile = (files: ReadonlyMap<string, string>, name: string): unknown =>
  JSON.parse(files.get(name) ?? 'null');

/** The box's index of the pages with every postings piece loaded, as the worker loads them. */
export function loadFixture(pages: readonly FixturePage[], leaveOut?: LeaveOut): LoadedIndex {
  const files = boxFiles('docs', pages, leaveOut);
  const index = createTagIndex(
    decodeDictionary(readFile(files, termsFileName('docs'))),
    checkDocumentsFile(readFile(files, documentsFileName('docs'))),
  );
  for (const [name, text] of files) {
    const piece = /^search-box-postings-docs-(\d+)\.json$/.exec(name)?.[1];
    if (piece !== undefined) index.addPiece(Number(piece), decodePostingsFile(JSON.parse(text)));
  }
  return index.loaded;
}

/** The section texts of the pages (all pieces), for snippets. */
export function fixtureTexts(pages: readonly FixturePage[]): SectionTexts {
  const texts: SectionTexts = {};
  for (const [name, text] of boxFiles('docs', pages)) {
    if (name.startsWith('search-box-text-')) Object.assign(texts, JSON.parse(text));
  }
  return texts;
}

const filler =
  'Each project keeps its own settings, and administrators review them before a release goes out to users.';

/** Docs pages where "webhook" sits in a title, in keywords, in body text, or nowhere. */
export const docsPages: FixturePage[] = [
  {
    url: '/docs/integrations',
    title: 'Integrations overview',
    description: 'Connect CogniBot to the systems your service desk already runs.',
    keywords: 'integrations, connectors',
    sections: [
      { title: 'Integrations overview', hash: '', content: filler },
      {
        title: 'Outbound calls',
        hash: '#outbound-calls',
        content: 'A skill can call a webhook of another system when a dialog ends. ' + filler,
      },
    ],
  },
  {
    url: '/docs/events',
    title: 'Event delivery',
    description: 'How CogniBot delivers platform events to your systems.',
    keywords: 'webhook, retries, delivery',
    sections: [
      { title: 'Event delivery', hash: '', content: 'Events are delivered in order. ' + filler },
      { title: 'Retries', hash: '#retries', content: 'Failed deliveries are retried. ' + filler },
    ],
  },
  {
    url: '/docs/webhooks',
    title: 'Webhooks',
    description: 'Receive CogniBot events in your own systems as signed HTTPS requests.',
    keywords: 'events, signature',
    sections: [
      { title: 'Webhooks', hash: '', content: 'Register an endpoint and choose events. ' + filler },
      { title: 'Signatures', hash: '#signatures', content: 'Every request is signed. ' + filler },
    ],
  },
  {
    url: '/docs/audit-logs',
    title: 'Audit logs',
    description: 'Every administrative action, recorded.',
    keywords: 'audit, compliance',
    sections: [
      {
        title: 'Audit logs',
        hash: '',
        content: 'The audit log lists sign-ins and changes. ' + filler,
      },
      {
        title: 'Retention',
        hash: '#retention',
        content: 'Entries are kept for 400 days, then deleted. ' + filler,
      },
    ],
  },
  {
    url: '/docs/users',
    title: 'Users',
    description: 'Invite people and give them roles.',
    keywords: 'users, roles, invitations',
    sections: [
      { title: 'Users', hash: '', content: 'Administrators invite users by e-mail. ' + filler },
      {
        title: 'Deactivating a user',
        hash: '#deactivating-a-user',
        content: 'A deactivated user cannot sign in; their history stays in the audit trail.',
      },
    ],
  },
];

export const blogPages: FixturePage[] = [
  {
    url: '/blog/webhook-stories',
    title: 'Webhook stories from the field',
    description: 'What teams built on CogniBot webhooks.',
    keywords: 'webhook, case study',
    sections: [
      {
        title: 'Webhook stories from the field',
        hash: '',
        content: 'Three teams, three integrations. ' + filler,
      },
    ],
  },
  {
    url: '/blog/release-notes',
    title: 'Release 5.2 notes',
    description: 'What is new in CogniBot 5.2.',
    keywords: 'release, changelog',
    sections: [
      {
        title: 'Release 5.2 notes',
        hash: '',
        content: 'Audit log export, faster webhook retries and a new web chat theme. ' + filler,
      },
    ],
  },
];
