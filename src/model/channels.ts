import type { Channel } from './types';

/**
 * Every channel is set up per environment: each of `dev`, `test` and `prod` holds its own
 * settings and has its own endpoint, and the role that sets them up is the role of that
 * environment (`environments` in `lifecycle.ts`). No channel setting is part of a package.
 */
export const channels: readonly Channel[] = [
  {
    name: 'msteams',
    label: 'Microsoft Teams',
    perEnvironment: [
      'Azure Bot resource and app registration',
      'Microsoft App ID and app password',
      'Teams app package',
    ],
    endpoint: '`https://<host>/channels/msteams/<projectId>/<environment>/messages`',
    docId: 'channel-integration/MSTeams',
  },
  {
    name: 'whatsapp',
    label: 'WhatsApp',
    perEnvironment: ['Meta app and phone number', 'Access token, app secret and verify token'],
    endpoint: '`https://<host>/channels/whatsapp/<projectId>/<environment>/webhook`',
    docId: 'channel-integration/WhatsApp/Integration',
  },
  {
    name: 'telephony',
    label: 'Telephony',
    perEnvironment: ['SIP trunk account and phone numbers', 'Speech providers'],
    endpoint: '`sips:<projectId>.<environment>@<host>`',
    docId: 'channel-integration/Telephony',
  },
  {
    name: 'webchat',
    label: 'Web chat',
    perEnvironment: ['Allowed origins', 'Web chat secret', '**Require user token**'],
    endpoint: 'The `environment` option of `CogniBotWebchat.init()`',
    docId: 'webchat/webpage',
  },
  {
    name: 'mobile',
    label: 'Web chat in mobile apps',
    perEnvironment: [
      'The web chat settings above',
      'Mobile push: FCM service account and APNs key',
    ],
    endpoint: 'The `environment` option in the app’s `chat.html`',
    docId: 'webchat/mobileapp',
  },
];
