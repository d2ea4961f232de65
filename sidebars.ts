import type { SidebarsConfig } from '@docusaurus/plugin-content-docs';
import apiOperations from './docs/reference/api/sidebar';

// Ordered the way a reader learns: first what CogniBot is and how to install it, then building,
// understanding language and knowledge, reaching users, administering, and getting help.
const sidebars: SidebarsConfig = {
  docs: [
    'introduction',
    'architecture',
    'installation',
    {
      type: 'category',
      label: 'Operations',
      link: { type: 'doc', id: 'operations/production-checklist' },
      items: [
        'operations/backup-and-restore',
        'operations/upgrade-and-rollback',
        'operations/monitoring',
        'operations/air-gapped-and-proxy',
        'operations/privacy-and-data-requests',
      ],
    },
    {
      type: 'category',
      label: 'Chatbot builder',
      link: { type: 'doc', id: 'CogniBot/cognibot_introduction' },
      items: [
        'CogniBot/cognibot_overview',
        {
          type: 'category',
          label: 'Skills',
          link: { type: 'doc', id: 'CogniBot/Skills/index' },
          items: [
            {
              type: 'category',
              label: 'Dialog Designer',
              link: { type: 'doc', id: 'CogniBot/Skills/Dialog Designer/index' },
              items: ['CogniBot/Skills/Dialog Designer/tab'],
            },
            {
              type: 'category',
              label: 'Dialog elements',
              link: {
                type: 'doc',
                id: 'CogniBot/Skills/Dialog Elements/dialog_elements_introduction',
              },
              items: [
                'CogniBot/Skills/Dialog Elements/message',
                'CogniBot/Skills/Dialog Elements/input',
                'CogniBot/Skills/Dialog Elements/form',
                'CogniBot/Skills/Dialog Elements/card',
                'CogniBot/Skills/Dialog Elements/file',
                'CogniBot/Skills/Dialog Elements/branch',
                'CogniBot/Skills/Dialog Elements/action',
                'CogniBot/Skills/Dialog Elements/set_state',
                'CogniBot/Skills/Dialog Elements/group',
              ],
            },
          ],
        },
        {
          type: 'category',
          label: 'Concepts',
          items: ['CogniBot/Concepts/state', 'CogniBot/Concepts/conditions'],
        },
        'CogniBot/connections_credentials',
        'CogniBot/extension',
        'CogniBot/testing_chatbots',
        'CogniBot/provisioning',
        'CogniBot/pushnotifications',
        'CogniBot/analytics',
        'CogniBot/Samples',
      ],
    },
    {
      type: 'category',
      label: 'NLU projects',
      link: { type: 'doc', id: 'NLU Project/nlu_intro' },
      items: ['NLU Project/configureRasa'],
    },
    {
      type: 'category',
      label: 'KM projects',
      link: { type: 'doc', id: 'KM Project/km_intro' },
      items: ['KM Project/configureKM'],
    },
    {
      type: 'category',
      label: 'Channels',
      items: [
        'channel-integration/MSTeams',
        {
          type: 'category',
          label: 'WhatsApp',
          link: { type: 'doc', id: 'channel-integration/WhatsApp/whatsapp_intro' },
          items: [
            'channel-integration/WhatsApp/Integration',
            'channel-integration/WhatsApp/WhatsAppFeatures',
          ],
        },
        'channel-integration/Telephony',
      ],
    },
    {
      type: 'category',
      label: 'Web chat',
      items: ['webchat/webpage', 'webchat/mobileapp'],
    },
    {
      type: 'category',
      label: 'Main Menu',
      link: { type: 'doc', id: 'Main Menu/main_menu_intro' },
      items: [
        'Main Menu/Projects',
        'Main Menu/users',
        'Main Menu/groups',
        'Main Menu/access_control',
        'Main Menu/personal_access_tokens',
        'Main Menu/audit_logs',
        'Main Menu/settings',
      ],
    },
    'support',
    'troubleshooting',
    {
      type: 'category',
      label: 'Reference',
      // Expanded, so that every reference page is reachable from any docs page without JavaScript.
      collapsed: false,
      items: [
        {
          type: 'category',
          label: 'REST API',
          link: { type: 'doc', id: 'reference/api' },
          collapsed: false,
          // Generated from the OpenAPI document by `npm run gen:api`, grouped by tag. typescript-eslint
          // reads the generated module's type as unresolved although tsc checks it.
          // eslint-disable-next-line @typescript-eslint/no-unsafe-assignment
          items: apiOperations,
        },
        'reference/cli',
        'reference/limits',
        'reference/glossary',
        'reference/ai-assistants',
        'release-notes',
      ],
    },
  ],
};

export default sidebars;
