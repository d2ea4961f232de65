/**
 * The network model: every path that crosses the edge of an installation, inbound and outbound,
 * per service and per feature. The architecture page's firewall table and the air-gapped page
 * render from it; the services' ports inside the cluster are in `src/data/services.ts`, and
 * `tests/unit/operations/network.test.ts` keeps the two consistent.
 */
import type { ServiceName } from '../data/types';

/** What an installation does that needs a network path; each has the page that sets it up. */
export type NetworkFeatureId =
  | 'core'
  | 'install'
  | 'email'
  | 'sso'
  | 'audit-forwarding'
  | 'teams'
  | 'whatsapp'
  | 'telephony'
  | 'mobile-push'
  | 'notification-webhook'
  | 'rasa'
  | 'connections'
  | 'knowledge'
  | 'models';

export interface NetworkFeature {
  readonly id: NetworkFeatureId;
  readonly label: string;
  /** Docs id of the page that sets the feature up. */
  readonly docId: string;
  /** Whether it works with no route to the internet, and what that takes. */
  readonly withoutInternet: string;
}

/** A port that something outside the installation connects to. */
export interface InboundPath {
  readonly id: string;
  /** Who connects. */
  readonly from: string;
  readonly service: ServiceName;
  /** The port the outside connects to; for the gateway that is the published port, not 8443. */
  readonly port: string;
  readonly protocol: string;
  readonly feature: NetworkFeatureId;
}

/** A connection that the installation, or the machines that run it, opens to the outside. */
export interface OutboundPath {
  readonly id: string;
  /**
   * The service that connects, the machines that pull images and charts, or every service that
   * reads and writes the bucket.
   */
  readonly from: ServiceName | 'container hosts' | 'Helm client' | 'services';
  readonly to: string;
  readonly port: string;
  readonly protocol: string;
  readonly feature: NetworkFeatureId;
  /**
   * `proxy`: HTTP(S) that follows `COGNIBOT_HTTPS_PROXY` and `COGNIBOT_NO_PROXY`; `direct`: another
   * protocol, which needs a direct route; `host`: made by Docker, containerd or Helm, which use
   * their own proxy settings.
   */
  readonly route: 'proxy' | 'direct' | 'host';
}

export const networkFeatures: readonly NetworkFeature[] = [
  {
    id: 'core',
    label: 'Studio, REST API and web chat',
    docId: 'installation',
    withoutInternet:
      'Yes. Users reach the gateway on your network, and the services reach the object storage directly: the bundled MinIO, an S3-compatible store on your network, or AWS S3 through a private route such as a VPC endpoint.',
  },
  {
    id: 'install',
    label: 'Installing and upgrading',
    docId: 'operations/air-gapped-and-proxy',
    withoutInternet:
      'Yes. With Compose, load the images into Docker on the host from an archive; with Helm, copy them and the helper images into a private registry and the chart file to the machine that installs.',
  },
  {
    id: 'email',
    label: 'Invitations and other CogniBot emails',
    docId: 'Main Menu/settings',
    withoutInternet: 'Yes, with an SMTP relay on your network.',
  },
  {
    id: 'sso',
    label: 'Single sign-on',
    docId: 'Main Menu/users',
    withoutInternet:
      'Yes, with an identity provider on your network (for example AD FS or Keycloak).',
  },
  {
    id: 'audit-forwarding',
    label: 'Audit log forwarding',
    docId: 'Main Menu/audit_logs',
    withoutInternet: 'Yes, to a syslog receiver on your network.',
  },
  {
    id: 'teams',
    label: 'Microsoft Teams channel',
    docId: 'channel-integration/MSTeams',
    withoutInternet:
      'No. Microsoft must reach the gateway, and the connector must reach Microsoft, at least through the proxy.',
  },
  {
    id: 'whatsapp',
    label: 'WhatsApp channel',
    docId: 'channel-integration/WhatsApp/Integration',
    withoutInternet:
      'No. Meta must reach the gateway, and the connector must reach Meta, at least through the proxy.',
  },
  {
    id: 'telephony',
    label: 'Telephony channel',
    docId: 'channel-integration/Telephony',
    withoutInternet:
      'Only with a carrier or SBC on your network and speech providers reachable through the proxy; there is no on-premises speech option.',
  },
  {
    id: 'mobile-push',
    label: 'Push notifications to mobile apps',
    docId: 'webchat/mobileapp',
    withoutInternet: 'No. Firebase and Apple deliver the messages; allow them through the proxy.',
  },
  {
    id: 'notification-webhook',
    label: 'Delivery status webhook',
    docId: 'CogniBot/pushnotifications',
    withoutInternet: 'Yes, when the webhook receiver is on your network.',
  },
  {
    id: 'rasa',
    label: 'NLU projects on Rasa',
    docId: 'NLU Project/configureRasa',
    withoutInternet: 'Yes. Rasa servers run on your network and download models from the gateway.',
  },
  {
    id: 'connections',
    label: 'Connections and extensions',
    docId: 'CogniBot/connections_credentials',
    withoutInternet: 'Yes, for systems on your network.',
  },
  {
    id: 'knowledge',
    label: 'Knowledge sources',
    docId: 'KM Project/configureKM',
    withoutInternet:
      'Uploaded files and sites on your network, yes. Confluence Cloud and SharePoint Online need the proxy.',
  },
  {
    id: 'models',
    label: 'Language and embedding models',
    docId: 'KM Project/km_intro',
    withoutInternet:
      'Yes. The built-in NLU engine and the embedding model ship inside the images; nothing is downloaded at run time.',
  },
];

export const inboundPaths: readonly InboundPath[] = [
  {
    id: 'https',
    from: 'Users, Studio browsers, web chat pages, mobile apps, API callers',
    service: 'gateway',
    port: 'TCP 443',
    protocol: 'HTTPS and WebSocket',
    feature: 'core',
  },
  {
    id: 'teams-webhook',
    from: 'Microsoft Bot Framework',
    service: 'gateway',
    port: 'TCP 443',
    protocol: 'HTTPS',
    feature: 'teams',
  },
  {
    id: 'whatsapp-webhook',
    from: 'Meta WhatsApp Business Platform',
    service: 'gateway',
    port: 'TCP 443',
    protocol: 'HTTPS',
    feature: 'whatsapp',
  },
  {
    id: 'rasa-model-download',
    from: 'Your Rasa servers, downloading promoted models',
    service: 'gateway',
    port: 'TCP 443',
    protocol: 'HTTPS',
    feature: 'rasa',
  },
  {
    id: 'sip-tls',
    from: 'Carrier or SBC',
    service: 'channel-connector',
    port: 'TCP 5061',
    protocol: 'SIP over TLS',
    feature: 'telephony',
  },
  {
    id: 'sip-plain',
    from: 'Carrier or SBC that cannot use TLS, only where port 5060 is opened: the Helm value `channelConnector.sip.plainTransport`, or `ports` entries in the Compose `docker-compose.override.yml`',
    service: 'channel-connector',
    port: 'TCP or UDP 5060',
    protocol: 'SIP',
    feature: 'telephony',
  },
  {
    id: 'rtp',
    from: 'Carrier or SBC',
    service: 'channel-connector',
    port: 'UDP 20000–20999',
    protocol: 'RTP or SRTP media',
    feature: 'telephony',
  },
];

export const outboundPaths: readonly OutboundPath[] = [
  {
    id: 'object-storage',
    from: 'services',
    to: 'Your object storage, unless it is the bundled MinIO of Compose: the host of `COGNIBOT_S3_ENDPOINT`, or AWS S3 (`s3.<region>.amazonaws.com`) when it is not set',
    port: 'TCP 443, or the port of the endpoint',
    protocol: 'HTTPS, or HTTP to an endpoint on your network (S3 API)',
    feature: 'core',
    route: 'direct',
  },
  {
    id: 'images',
    from: 'container hosts',
    to: '`registry.cognibot.io`',
    port: 'TCP 443',
    protocol: 'HTTPS',
    feature: 'install',
    route: 'host',
  },
  {
    id: 'helper-images',
    from: 'container hosts',
    to: 'Docker Hub (`registry-1.docker.io`, `auth.docker.io`, `production.cloudflare.docker.com`), only for the `postgres:16`, `redis:7` and `prom/prometheus` helper containers of the backup and monitoring procedures; without this path, load them from an archive (Compose) or copy them into your private registry (Helm)',
    port: 'TCP 443',
    protocol: 'HTTPS',
    feature: 'install',
    route: 'host',
  },
  {
    id: 'alert-rules-download',
    from: 'container hosts',
    to: "`docs.cognibot.io`, only for the Compose upgrade, which downloads the release's `cognibot-alerts.yaml` when Prometheus runs on the host; without this path, copy the file from a computer that can reach it",
    port: 'TCP 443',
    protocol: 'HTTPS',
    feature: 'install',
    route: 'host',
  },
  {
    id: 'chart',
    from: 'Helm client',
    to: '`charts.cognibot.io`',
    port: 'TCP 443',
    protocol: 'HTTPS',
    feature: 'install',
    route: 'host',
  },
  {
    id: 'smtp',
    from: 'studio',
    to: 'Your SMTP server (**Main Menu → Settings → Email**)',
    port: 'TCP 587 or 465',
    protocol: 'SMTP with STARTTLS or TLS, or unencrypted when **Encryption** is None',
    feature: 'email',
    route: 'direct',
  },
  {
    id: 'idp',
    from: 'studio',
    to: 'Your identity provider: the OpenID Connect discovery, token and key endpoints (SAML needs no connection from Studio, whose SAML fields are entered by hand)',
    port: 'TCP 443',
    protocol: 'HTTPS',
    feature: 'sso',
    route: 'proxy',
  },
  {
    id: 'syslog',
    from: 'studio',
    to: 'Your syslog receiver',
    port: 'TCP 6514',
    protocol: 'Syslog over TLS',
    feature: 'audit-forwarding',
    route: 'direct',
  },
  {
    id: 'teams-replies',
    from: 'channel-connector',
    to: '`login.microsoftonline.com`, `login.botframework.com`, `token.botframework.com`, `smba.trafficmanager.net` and the other Bot Framework service URLs, and `<tenant>.sharepoint.com` and `<tenant>-my.sharepoint.com`, where the files users send are downloaded from (SharePoint and OneDrive links)',
    port: 'TCP 443',
    protocol: 'HTTPS',
    feature: 'teams',
    route: 'proxy',
  },
  {
    id: 'whatsapp-replies',
    from: 'channel-connector',
    to: '`graph.facebook.com`, and `lookaside.fbsbx.com`, where the photos, documents and voice notes users send are downloaded from',
    port: 'TCP 443',
    protocol: 'HTTPS',
    feature: 'whatsapp',
    route: 'proxy',
  },
  {
    id: 'speech',
    from: 'channel-connector',
    to: 'Your speech provider: Azure AI Speech (`<region>.stt.speech.microsoft.com`, `<region>.tts.speech.microsoft.com`), Google Cloud (`speech.googleapis.com`, `texttospeech.googleapis.com`, and `oauth2.googleapis.com` for the token of the service-account key) or Amazon (`transcribestreaming.<region>.amazonaws.com`, `polly.<region>.amazonaws.com`)',
    port: 'TCP 443',
    protocol: 'HTTPS and WebSocket',
    feature: 'telephony',
    route: 'proxy',
  },
  {
    id: 'sip-registration',
    from: 'channel-connector',
    to: "Your carrier's SIP registrar and media addresses, for registration and outbound calls",
    port: 'TCP 5061 (5060 with plain transport), UDP 20000–20999',
    protocol: 'SIP over TLS (or SIP) and RTP or SRTP',
    feature: 'telephony',
    route: 'direct',
  },
  {
    id: 'fcm',
    from: 'channel-connector',
    to: '`fcm.googleapis.com`, `oauth2.googleapis.com`',
    port: 'TCP 443',
    protocol: 'HTTPS',
    feature: 'mobile-push',
    route: 'proxy',
  },
  {
    id: 'apns',
    from: 'channel-connector',
    to: '`api.push.apple.com` (`api.sandbox.push.apple.com` for the `sandbox` APNs environment)',
    port: 'TCP 443',
    protocol: 'HTTPS (HTTP/2)',
    feature: 'mobile-push',
    route: 'proxy',
  },
  {
    id: 'status-webhook',
    from: 'notification-service',
    to: 'The delivery webhook URL of each project',
    port: 'TCP 443',
    protocol: 'HTTPS',
    feature: 'notification-webhook',
    route: 'proxy',
  },
  {
    id: 'rasa',
    from: 'nlu-service',
    to: 'Your Rasa servers',
    port: 'TCP 5005 by default',
    protocol: 'HTTP or HTTPS',
    feature: 'rasa',
    route: 'proxy',
  },
  {
    id: 'connections-http',
    from: 'automation-bridge',
    to: 'Systems behind REST, SOAP, ServiceNow, Jira, Microsoft Graph, UiPath and Automation Anywhere connections, and the hosts in the `permissions.allowedHosts` of extensions',
    port: 'As each system needs, usually TCP 443',
    protocol: 'HTTP or HTTPS',
    feature: 'connections',
    route: 'proxy',
  },
  {
    id: 'connections-other',
    from: 'automation-bridge',
    to: 'Systems behind LDAP, SQL and SMTP connections',
    port: 'As each system needs, for example TCP 636 for LDAPS or 587 for SMTP',
    protocol: 'LDAP, the database protocol, SMTP',
    feature: 'connections',
    route: 'direct',
  },
  {
    id: 'knowledge',
    from: 'knowledge-service',
    to: 'Confluence, SharePoint Online (`<tenant>.sharepoint.com`, `graph.microsoft.com`, `login.microsoftonline.com`) and crawled websites',
    port: 'TCP 443',
    protocol: 'HTTPS',
    feature: 'knowledge',
    route: 'proxy',
  },
];
