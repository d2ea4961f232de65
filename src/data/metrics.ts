import type { Metric } from './types';

/**
 * The Prometheus metrics of an installation. Each service serves its own on `GET /metrics` on its
 * port (`services.ts`); the gateway does not route `/metrics` from outside. The recommended alerts
 * (`alerts.ts`) may name only metrics of this list, which their unit test checks.
 */
export const metrics: readonly Metric[] = [
  // Every service
  {
    name: 'up',
    type: 'gauge',
    labels: ['job', 'instance'],
    service: 'every service',
    meaning:
      'Written by Prometheus itself, not by CogniBot: `1` when the last scrape of the service succeeded, `0` when it failed. The scrape configurations on the monitoring page set `job="cognibot"`.',
  },
  {
    name: 'cognibot_build_info',
    type: 'gauge',
    labels: ['version'],
    service: 'every service',
    meaning: 'Always `1`; `version` is the release the service runs, for example `5.2.0`.',
  },
  {
    name: 'cognibot_dependency_up',
    type: 'gauge',
    labels: ['dependency'],
    service: 'every service',
    meaning:
      '`1` when the service reaches the dependency, `0` when it does not: the same checks, with the same names, as the `checks` object of `/readyz` (`postgresql`, `redis`, and so on).',
  },
  {
    name: 'cognibot_retention_last_success_timestamp_seconds',
    type: 'gauge',
    labels: ['data'],
    service: 'every service',
    meaning:
      'Unix time at which the nightly retention run last finished without error, per kind of data the service deletes (`transcripts`, `files`, `exports`, `analytics`, `audit`, `user_state`). Exposed by the services that delete data.',
  },
  // gateway
  {
    name: 'cognibot_gateway_requests_total',
    type: 'counter',
    labels: ['route', 'method', 'status'],
    service: 'gateway',
    meaning:
      'Requests answered, by route group (`api`, `studio`, `webchat`, `channels`, `health`), HTTP method and status code.',
  },
  {
    name: 'cognibot_gateway_request_duration_seconds',
    type: 'histogram',
    labels: ['route'],
    service: 'gateway',
    meaning: 'Time from the request arriving to the answer leaving the gateway, by route group.',
  },
  {
    name: 'cognibot_gateway_rate_limited_total',
    type: 'counter',
    labels: ['limit'],
    service: 'gateway',
    meaning:
      'Requests answered `429`, by the limit that was reached: `api` (per token) or `notifications` (per project).',
  },
  {
    name: 'cognibot_gateway_certificate_expiry_timestamp_seconds',
    type: 'gauge',
    labels: [],
    service: 'gateway',
    meaning:
      'Unix time at which the certificate the gateway serves expires: the public certificate in `certs/` with Docker Compose, the certificate the chart generated for the gateway with Helm.',
  },
  // dialog-runtime
  {
    name: 'cognibot_conversations_active',
    type: 'gauge',
    labels: ['project', 'environment', 'channel'],
    service: 'dialog-runtime',
    meaning: 'Conversations with state in Redis that had a message in the last 30 minutes.',
  },
  {
    name: 'cognibot_messages_total',
    type: 'counter',
    labels: ['project', 'environment', 'channel', 'direction'],
    service: 'dialog-runtime',
    meaning: 'Messages handled, `direction` being `in` (from a user) or `out` (from the bot).',
  },
  {
    name: 'cognibot_turn_duration_seconds',
    type: 'histogram',
    labels: ['environment', 'channel'],
    service: 'dialog-runtime',
    meaning:
      'Time from a user message arriving to the last reply of that turn leaving the runtime, without the time action elements wait for connections (see `cognibot_action_duration_seconds`).',
  },
  {
    name: 'cognibot_runtime_errors_total',
    type: 'counter',
    labels: ['project', 'environment', 'code'],
    service: 'dialog-runtime',
    meaning: 'Errors raised while running dialogs, by error code, for example `CB-1031`.',
  },
  // nlu-service
  {
    name: 'cognibot_nlu_requests_total',
    type: 'counter',
    labels: ['engine', 'outcome'],
    service: 'nlu-service',
    meaning:
      'Intent requests by engine (`builtin`, `rasa`) and outcome: `intent` (an intent reached the threshold), `no_intent` (`CB-3010`) or `error` (for example `CB-3005`).',
  },
  {
    name: 'cognibot_nlu_request_duration_seconds',
    type: 'histogram',
    labels: ['engine'],
    service: 'nlu-service',
    meaning: 'Time to recognize intents and entities in one message, Rasa calls included.',
  },
  // knowledge-service
  {
    name: 'cognibot_km_query_duration_seconds',
    type: 'histogram',
    labels: ['environment'],
    service: 'knowledge-service',
    meaning: 'Time to answer one question: embedding it, searching pgvector and scoring passages.',
  },
  {
    name: 'cognibot_km_documents',
    type: 'gauge',
    labels: ['project', 'environment'],
    service: 'knowledge-service',
    meaning: 'Documents indexed, counted after the last sync of each source.',
  },
  {
    name: 'cognibot_km_sync_failures_total',
    type: 'counter',
    labels: ['project', 'environment', 'source'],
    service: 'knowledge-service',
    meaning:
      'Syncs of a knowledge source that failed (`CB-4001`); `source` is the `kms_…` ID, and `environment` is `draft` for a sync of the index of the draft.',
  },
  // channel-connector
  {
    name: 'cognibot_channel_errors_total',
    type: 'counter',
    labels: ['channel', 'code'],
    service: 'channel-connector',
    meaning:
      'Channel errors by channel and code, for example `CB-2001` (webhook signature) or `CB-2010` (Teams token).',
  },
  {
    name: 'cognibot_calls_active',
    type: 'gauge',
    labels: ['project', 'environment'],
    service: 'channel-connector',
    meaning: 'Phone calls this replica holds at the moment.',
  },
  {
    name: 'cognibot_sip_trunk_registered',
    type: 'gauge',
    labels: ['project', 'environment'],
    service: 'channel-connector',
    meaning:
      '`1` while a trunk that uses **Registration** is registered with the carrier, `0` after a failed registration (`CB-2030`). Trunks that use an IP allow list are not listed.',
  },
  {
    name: 'cognibot_sip_certificate_expiry_timestamp_seconds',
    type: 'gauge',
    labels: [],
    service: 'channel-connector',
    meaning:
      'Unix time at which the certificate for SIP over TLS (port 5061) expires. Exported only while the connector serves SIP: always with Docker Compose, with Helm when `channelConnector.sip.enabled` is `true`.',
  },
  // automation-bridge
  {
    name: 'cognibot_action_duration_seconds',
    type: 'histogram',
    labels: ['connection_type'],
    service: 'automation-bridge',
    meaning:
      'Time of one action or extension call, by connection type (`rest`, `servicenow`, `ldap`, `extension`, …). Its `_count` is the number of calls.',
  },
  {
    name: 'cognibot_action_failures_total',
    type: 'counter',
    labels: ['connection_type', 'code'],
    service: 'automation-bridge',
    meaning: 'Action and extension calls that failed, for example with `CB-1020` (timeout).',
  },
  // notification-service
  {
    name: 'cognibot_notifications_total',
    type: 'counter',
    labels: ['channel', 'status'],
    service: 'notification-service',
    meaning: 'Status changes of push notifications: `sent`, `delivered`, `read`, `failed`.',
  },
  {
    name: 'cognibot_notifications_due',
    type: 'gauge',
    labels: ['channel'],
    service: 'notification-service',
    meaning:
      'Notifications whose send time has come and that wait for a send slot. Notifications scheduled for later with `sendAt` are not counted.',
  },
  {
    name: 'cognibot_notification_webhook_failures_total',
    type: 'counter',
    labels: ['project'],
    service: 'notification-service',
    meaning: 'Delivery status webhook calls that got no `2xx` answer, retries included.',
  },
  // analytics-service
  {
    name: 'cognibot_analytics_ingest_lag_seconds',
    type: 'gauge',
    labels: [],
    service: 'analytics-service',
    meaning: 'Age of the oldest conversation event that is not yet in the dashboards.',
  },
  // studio
  {
    name: 'cognibot_signin_failures_total',
    type: 'counter',
    labels: ['method', 'code'],
    service: 'studio',
    meaning:
      'Failed sign-ins by method (`password`, `saml`, `oidc`, `token`) and code, for example `CB-5001`.',
  },
  {
    name: 'cognibot_license_expiry_timestamp_seconds',
    type: 'gauge',
    labels: [],
    service: 'studio',
    meaning: 'Unix time at which the license expires.',
  },
];
