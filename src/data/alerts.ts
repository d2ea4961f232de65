import type { AlertRule } from './types';

/**
 * The recommended alerts. `npm run gen:alerts` writes them to
 * `static/downloads/cognibot-alerts.yaml`; the monitoring page renders the same list with the
 * reasoning. Thresholds assume the 30-second scrape interval of the monitoring page.
 */
export const alertRules: readonly AlertRule[] = [
  {
    alert: 'CogniBotServiceDown',
    severity: 'critical',
    expr: 'up{job="cognibot"} == 0',
    for: '5m',
    summary: 'Prometheus cannot scrape {{ $labels.service }} on {{ $labels.instance }}',
    reasoning:
      'A restart or a rolling update makes a replica unreachable for well under a minute; 5 minutes (ten scrapes) rules those out and still pages before most users retry.',
  },
  {
    alert: 'CogniBotDependencyUnreachable',
    severity: 'critical',
    expr: 'min by (service, dependency) (cognibot_dependency_up) == 0',
    for: '3m',
    summary: '{{ $labels.service }} cannot reach {{ $labels.dependency }}',
    reasoning:
      'Managed PostgreSQL and Redis fail over in 30 to 120 seconds. 3 minutes lets a failover finish without paging; beyond that the service stays unready and its replicas leave the load balancer.',
  },
  {
    alert: 'CogniBotHighErrorRate',
    severity: 'critical',
    expr: 'sum(rate(cognibot_gateway_requests_total{status=~"5.."}[5m])) / sum(rate(cognibot_gateway_requests_total[5m])) > 0.05',
    for: '10m',
    summary: 'More than 5% of requests through the gateway fail with 5xx',
    reasoning:
      'A healthy installation answers well under 1% with 5xx. 5% for 10 minutes means one in twenty users or webhooks fails, more than a single bad deployment of a skill explains.',
  },
  {
    alert: 'CogniBotSlowTurns',
    severity: 'warning',
    expr: 'histogram_quantile(0.95, sum by (le, channel) (rate(cognibot_turn_duration_seconds_bucket[5m]))) > 3',
    for: '15m',
    summary: '95th percentile of bot turn time on {{ $labels.channel }} is above 3 s',
    reasoning:
      'The turn time leaves out waits for connections, so it measures CogniBot itself. Users read a reply after 3 s as slow, and on the phone 3 s is a silence callers hang up on. 15 minutes ignores short load peaks.',
  },
  {
    alert: 'CogniBotNluErrors',
    severity: 'critical',
    expr: 'sum by (engine) (rate(cognibot_nlu_requests_total{outcome="error"}[5m])) / sum by (engine) (rate(cognibot_nlu_requests_total[5m])) > 0.05',
    for: '10m',
    summary: 'More than 5% of intent requests to the {{ $labels.engine }} engine fail',
    reasoning:
      'A failing NLU request sends the message to the Fallback skill, so users stop being understood while every service looks healthy. Unrecognized messages (`no_intent`) are not errors and are left out.',
  },
  {
    alert: 'CogniBotActionFailures',
    severity: 'warning',
    expr: 'sum by (connection_type) (rate(cognibot_action_failures_total[10m])) / sum by (connection_type) (rate(cognibot_action_duration_seconds_count[10m])) > 0.1',
    for: '15m',
    summary: 'More than 10% of {{ $labels.connection_type }} actions fail',
    reasoning:
      'Single failures are normal (a wrong ticket number, a locked account). One call in ten failing for 15 minutes points at the connected system, its credential or the network path to it.',
  },
  {
    alert: 'CogniBotChannelErrors',
    severity: 'warning',
    expr: 'sum by (channel, code) (rate(cognibot_channel_errors_total[5m])) * 60 > 1',
    for: '10m',
    summary: '{{ $labels.channel }} reports {{ $labels.code }} more than once a minute',
    reasoning:
      'Codes such as `CB-2001` and `CB-2010` mean that a whole channel stopped, not one user; a steady rate above one a minute for 10 minutes is that, while single errors (a user who blocked the bot) are not.',
  },
  {
    alert: 'CogniBotSipTrunkUnregistered',
    severity: 'critical',
    expr: 'cognibot_sip_trunk_registered == 0',
    for: '5m',
    summary: 'SIP trunk of {{ $labels.project }} in {{ $labels.environment }} is not registered',
    reasoning:
      'Without registration no call reaches the bot. The connector retries every minute, so 5 minutes means several retries failed rather than one dropped packet.',
  },
  {
    alert: 'CogniBotNotificationBacklog',
    severity: 'warning',
    expr: 'sum by (channel) (cognibot_notifications_due) > 5000',
    for: '15m',
    summary: '{{ $value }} due {{ $labels.channel }} notifications wait to be sent',
    reasoning:
      'At the limit of 50 messages per second per project, 5,000 due notifications drain in under two minutes. A backlog that stays for 15 minutes is not draining: a channel is failing or the service is overloaded.',
  },
  {
    alert: 'CogniBotKnowledgeSyncFailing',
    severity: 'warning',
    expr: 'increase(cognibot_km_sync_failures_total[1d]) > 0',
    for: '1h',
    summary:
      'Knowledge source {{ $labels.source }} of {{ $labels.project }} failed to sync in {{ $labels.environment }}',
    reasoning:
      'Sources sync every 24 hours by default, so one failed sync leaves answers a day or more out of date. It is a ticket, not a page, opened an hour after a failure like the other tickets. The failure counter does not go down when a later sync succeeds, so the alert stays for 24 hours after the last failure, also after a successful Sync now: check the status of the source in Studio, with the environment of the alert picked at the top of Sources, before you act.',
  },
  {
    alert: 'CogniBotAnalyticsLagging',
    severity: 'warning',
    expr: 'cognibot_analytics_ingest_lag_seconds > 900',
    for: '15m',
    summary: 'Analytics are {{ $value }} s behind',
    reasoning:
      'Dashboards normally lag by seconds. 15 minutes behind for 15 minutes means ingestion has stopped; conversations are not affected, so this is a warning.',
  },
  {
    alert: 'CogniBotRetentionRunLate',
    severity: 'warning',
    expr: 'time() - cognibot_retention_last_success_timestamp_seconds > 26 * 3600',
    for: '1h',
    summary: 'The retention run for {{ $labels.data }} has not succeeded for over 26 hours',
    reasoning:
      'The run is nightly. 26 hours allows for a long run and a daylight-saving change; after that, data is kept longer than the retention settings and your privacy notice promise.',
  },
  {
    alert: 'CogniBotCertificateExpiring',
    severity: 'warning',
    expr: '(cognibot_gateway_certificate_expiry_timestamp_seconds - time()) / 86400 < 21 or (cognibot_sip_certificate_expiry_timestamp_seconds - time()) / 86400 < 21',
    for: '1h',
    summary: 'A certificate of {{ $labels.service }} expires in less than 21 days',
    reasoning:
      'Automated renewal, such as ACME, renews 30 days before expiry and retries daily. 21 days left means renewal has failed for over a week, with time left to renew by hand.',
  },
  {
    alert: 'CogniBotLicenseExpiring',
    severity: 'warning',
    expr: '(cognibot_license_expiry_timestamp_seconds - time()) / 86400 < 21',
    for: '1h',
    summary: 'The CogniBot license expires in less than 21 days',
    reasoning:
      'Studio starts warning Owners at 30 days. At 21 days a renewal that needs a purchase order is getting late, and after expiry only the 14-day grace period keeps bots answering.',
  },
];
