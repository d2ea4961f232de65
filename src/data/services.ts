import type { Service } from './types';

/** The services of an installation with their default ports inside the cluster, in routing order. */
export const services: readonly Service[] = [
  {
    name: 'gateway',
    port: 8443,
    protocol: 'HTTPS',
    role: 'Single entry point: terminates TLS, routes requests to the services, applies rate limits.',
  },
  {
    name: 'studio',
    port: 8080,
    protocol: 'HTTP',
    role: 'Web UI and API for builders and administrators; sign-in, access control and audit logs.',
  },
  {
    name: 'dialog-runtime',
    port: 8081,
    protocol: 'HTTP',
    role: 'Runs dialogs, evaluates conditions, reads and writes conversation state.',
  },
  {
    name: 'nlu-service',
    port: 8082,
    protocol: 'HTTP',
    role: 'Recognizes intents and entities with the built-in engine or a connected Rasa server.',
  },
  {
    name: 'knowledge-service',
    port: 8083,
    protocol: 'HTTP',
    role: 'Syncs, chunks and embeds KM sources; retrieves answers with citations.',
  },
  {
    name: 'channel-connector',
    port: 8084,
    protocol: 'HTTP',
    role: 'Adapters for Microsoft Teams, WhatsApp, Telephony and web chat.',
  },
  {
    name: 'automation-bridge',
    port: 8085,
    protocol: 'HTTP',
    role: 'Calls RPA bots and IT systems through connections; runs extensions.',
  },
  {
    name: 'notification-service',
    port: 8086,
    protocol: 'HTTP',
    role: 'Sends push notifications, schedules them and tracks their delivery status.',
  },
  {
    name: 'analytics-service',
    port: 8087,
    protocol: 'HTTP',
    role: 'Ingests conversation events, serves dashboards and CSV exports.',
  },
];
