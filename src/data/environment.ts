import type { EnvironmentVariable } from './types';

/**
 * Every `COGNIBOT_*` variable: those the services read (set in `.env` with Docker Compose, or by the
 * Helm chart from its values) and those the `cognibot` CLI reads.
 */
export const environmentVariables: readonly EnvironmentVariable[] = [
  {
    name: 'COGNIBOT_PUBLIC_URL',
    usedBy: 'server',
    required: true,
    meaning:
      'External HTTPS address of the gateway, without a trailing slash, for example `https://bots.example.com`. Used in links, OAuth redirects, SSO and channel webhooks.',
  },
  {
    name: 'COGNIBOT_LICENSE_KEY',
    usedBy: 'server',
    required: true,
    meaning: 'Your license key from the support portal.',
  },
  {
    name: 'COGNIBOT_DATABASE_URL',
    usedBy: 'server',
    required: true,
    meaning: 'PostgreSQL 16 connection URL. The database needs the pgvector extension.',
  },
  {
    name: 'COGNIBOT_REDIS_URL',
    usedBy: 'server',
    required: true,
    meaning: 'Redis 7 connection URL for session state and queues. Use `rediss://` for TLS.',
  },
  {
    name: 'COGNIBOT_SECRET_KEY',
    usedBy: 'server',
    required: true,
    meaning:
      'At least 32 bytes. Encrypts stored credentials with AES-256-GCM; back it up, because credentials cannot be decrypted without it.',
  },
  {
    name: 'COGNIBOT_SECRET_KEY_PREVIOUS',
    usedBy: 'server',
    required: false,
    meaning:
      'Only while you rotate `COGNIBOT_SECRET_KEY`: the key being replaced. The services decrypt with either key and re-encrypt the stored credentials with the new one; remove it when the rotation has finished.',
  },
  {
    name: 'COGNIBOT_S3_BUCKET',
    usedBy: 'server',
    required: true,
    meaning: 'Bucket for uploaded files, KM documents, exports and packages.',
  },
  {
    name: 'COGNIBOT_S3_ENDPOINT',
    usedBy: 'server',
    required: false,
    default: 'AWS S3',
    meaning: 'Endpoint of an S3-compatible store such as MinIO, for example `http://minio:9000`.',
  },
  {
    name: 'COGNIBOT_S3_ACCESS_KEY_ID',
    usedBy: 'server',
    required: false,
    default: "the platform's default credentials",
    meaning:
      'Access key of the bucket. Leave it and the secret unset when the pods get credentials from the cloud platform, for example an IAM role.',
  },
  {
    name: 'COGNIBOT_S3_SECRET_ACCESS_KEY',
    usedBy: 'server',
    required: false,
    default: "the platform's default credentials",
    meaning: 'Secret that belongs to `COGNIBOT_S3_ACCESS_KEY_ID`.',
  },
  {
    name: 'COGNIBOT_LOG_LEVEL',
    usedBy: 'server',
    required: false,
    default: '`info`',
    meaning: 'One of `debug`, `info`, `warn`, `error`.',
  },
  {
    name: 'COGNIBOT_ADMIN_EMAIL',
    usedBy: 'server',
    required: false,
    meaning:
      'Email of the first Owner. Read on the first start only, which creates that user and logs a one-time password; without it, the first start creates no user.',
  },
  {
    name: 'COGNIBOT_HTTPS_PROXY',
    usedBy: 'server',
    required: false,
    meaning:
      'Outbound HTTP(S) proxy for every HTTP and HTTPS call the services make to the outside, for example `http://proxy.example.com:3128`. SMTP, syslog, SIP, RTP, LDAP and SQL never use it.',
  },
  {
    name: 'COGNIBOT_NO_PROXY',
    usedBy: 'server',
    required: false,
    meaning:
      'Hosts reached without the proxy, comma-separated: names (`rasa.internal.example.com`), domains with a leading dot (`.internal.example.com`) and CIDR ranges. The services, PostgreSQL, Redis and the object storage, the host of `COGNIBOT_S3_ENDPOINT` or AWS S3 when it is not set, are always reached directly.',
  },
  {
    name: 'COGNIBOT_SIP_EXTERNAL_ADDRESS',
    usedBy: 'server',
    required: false,
    meaning:
      'Telephony only: the public IP address that `channel-connector` announces in SIP and SDP when it runs behind NAT. Without it, the carrier sends the media to an internal address and calls have one-way audio. Helm sets it from `channelConnector.sip.externalAddress`.',
  },
  {
    name: 'COGNIBOT_HOST',
    usedBy: 'cli',
    required: false,
    meaning:
      'Address of the installation, for example `https://bots.example.com`. Overrides the host saved by `cognibot login`; `--host` overrides both.',
  },
  {
    name: 'COGNIBOT_TOKEN',
    usedBy: 'cli',
    required: false,
    meaning:
      'Service token or personal access token. Overrides the token saved by `cognibot login`; use it in CI so the token never appears on a command line.',
  },
  {
    name: 'COGNIBOT_PROJECT',
    usedBy: 'cli',
    required: false,
    meaning:
      'Project ID for `cognibot test run` and `cognibot extension publish` when `--project` is not given, for example `prj_7f3k2m9q`. `cognibot project import` does not read it.',
  },
];
