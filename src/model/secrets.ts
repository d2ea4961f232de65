import type { ServiceName } from '../data/types';
import type { Secret } from './types';

/**
 * Every secret and key of the platform. Secrets are encrypted with a key derived from
 * `COGNIBOT_SECRET_KEY` before they reach PostgreSQL; only `decryptedBy` decrypts one, when it
 * uses it. `studio` decrypts only the workspace secrets it uses itself to send mail, to sign
 * users in and to forward the audit log, and never returns a secret to the UI or the API, so there is no "Reveal". A key
 * rotation re-encrypts in every service that is a `decryptedBy` here (`rotatingServices`), each
 * every stored secret of the kinds it decrypts, archived projects included.
 */
export const secrets: readonly Secret[] = [
  {
    id: 'secret-key',
    name: '`COGNIBOT_SECRET_KEY`',
    enteredIn: 'Installation: `.env` file or Kubernetes Secret',
    scope: 'installation',
    decryptedBy: 'none',
    readBack: 'plain setting',
    rotation:
      'Only with the rotation procedure, which keeps the old key as `COGNIBOT_SECRET_KEY_PREVIOUS` until every service has re-encrypted its secrets. A key changed any other way, or lost, makes every stored secret unreadable, and every one must be entered again.',
    docId: 'installation',
  },
  {
    id: 'credential',
    name: 'Credential secret fields (passwords, client secrets, private keys, tokens)',
    enteredIn: '**Project → Credentials**',
    scope: 'project',
    decryptedBy: 'automation-bridge',
    readBack: 'never',
    rotation: '**Replace secret**; the next call uses it, no new version needed.',
    docId: 'CogniBot/connections_credentials',
  },
  {
    id: 'per-user-oauth-token',
    name: 'Per-user OAuth tokens (access and refresh token of each chatbot user)',
    enteredIn:
      'Stored when a chatbot user signs in at an **OAuth 2.0 authorization code (per user)** credential, per user and per credential',
    scope: 'project',
    decryptedBy: 'automation-bridge',
    readBack: 'never',
    rotation:
      'Refreshed automatically at use. **Replace secret** on the credential discards every user’s tokens, so each user signs in again at the next action.',
    docId: 'CogniBot/connections_credentials',
  },
  {
    id: 'km-source',
    name: 'Credentials of KM sources (Confluence, SharePoint Online)',
    enteredIn:
      '**Project → Credentials** of the KM project, bound to the connection the source uses',
    scope: 'project',
    decryptedBy: 'knowledge-service',
    readBack: 'never',
    rotation: '**Replace secret**; the next sync uses it.',
    docId: 'KM Project/configureKM',
  },
  {
    id: 'rasa-token',
    name: 'Token of a connected Rasa server',
    enteredIn:
      'NLU project **Settings → Engine**, for the environment picked at the top of the tab',
    scope: 'each environment',
    decryptedBy: 'nlu-service',
    readBack: 'never',
    rotation:
      'Restart the environment’s Rasa server with the new token and enter it at once; messages in between fall back with `CB-3005`. Saving the token makes `nlu-service` load the active model on the restarted server again (**Studio** training mode).',
    docId: 'NLU Project/configureRasa',
  },
  {
    id: 'teams-app-password',
    name: 'Teams app password',
    enteredIn: '**Channels → Microsoft Teams**',
    scope: 'each environment',
    decryptedBy: 'channel-connector',
    readBack: 'never',
    rotation: 'Create a new client secret in Azure before the old one expires and enter it.',
    docId: 'channel-integration/MSTeams',
  },
  {
    id: 'whatsapp-token',
    name: 'WhatsApp access token and app secret',
    enteredIn: '**Channels → WhatsApp**',
    scope: 'each environment',
    decryptedBy: 'channel-connector',
    readBack: 'never',
    rotation: 'Generate a new system-user token or reset the app secret in Meta and enter it.',
    docId: 'channel-integration/WhatsApp/Integration',
  },
  {
    id: 'sip-account',
    name: 'SIP trunk account and speech provider keys',
    enteredIn: '**Channels → Telephony**',
    scope: 'each environment',
    decryptedBy: 'channel-connector',
    readBack: 'never',
    rotation: 'Enter the new password or key; new calls use it.',
    docId: 'channel-integration/Telephony',
  },
  {
    id: 'webchat-secret',
    name: 'Web chat secret',
    enteredIn: 'Generated in **Channels → Web chat → Web chat secret**',
    scope: 'each environment',
    decryptedBy: 'channel-connector',
    readBack: 'shown once',
    rotation:
      '**Rotate** shows a new secret once; tokens signed with the old one fail at their next connection.',
    docId: 'webchat/webpage',
  },
  {
    id: 'mobile-push',
    name: 'FCM service account and APNs key',
    enteredIn: '**Channels → Web chat → Mobile push**',
    scope: 'each environment',
    // channel-connector delivers web chat messages and calls FCM and APNs itself (network.ts).
    decryptedBy: 'channel-connector',
    readBack: 'never',
    rotation: 'Upload the new key; the next push uses it.',
    docId: 'webchat/mobileapp',
  },
  {
    id: 'delivery-webhook',
    name: 'Delivery-webhook signing secret',
    enteredIn: 'Generated in **Project → Settings → Notifications → Delivery webhook**',
    scope: 'project',
    decryptedBy: 'notification-service',
    readBack: 'shown once',
    rotation: '**Generate secret** again and update the receiver.',
    docId: 'CogniBot/pushnotifications',
  },
  {
    id: 'smtp-password',
    name: 'SMTP password',
    enteredIn: '**Main Menu → Settings → Email**',
    scope: 'workspace',
    decryptedBy: 'studio',
    readBack: 'never',
    rotation: 'Enter the new password and select **Send test email**.',
    docId: 'Main Menu/settings',
  },
  {
    id: 'sso-client-secret',
    name: 'OpenID Connect client secret',
    enteredIn: '**Main Menu → Users → Single sign-on**',
    scope: 'workspace',
    decryptedBy: 'studio',
    readBack: 'never',
    rotation:
      'Create a second client secret at the identity provider, enter it, sign in once with SSO, then delete the old one.',
    docId: 'Main Menu/users',
  },
  {
    id: 'audit-forwarding-key',
    name: 'Private key of the audit log forwarding client certificate',
    enteredIn: '**Main Menu → Audit logs → Forwarding**',
    scope: 'workspace',
    // studio forwards the audit log to the syslog receiver itself (network.ts).
    decryptedBy: 'studio',
    readBack: 'never',
    rotation:
      'Upload the new client certificate and key together and select **Save**; the next connection uses them.',
    docId: 'Main Menu/audit_logs',
  },
  {
    id: 'service-token',
    name: 'Service token (`cbs_…`)',
    enteredIn: 'Generated in **Main Menu → Settings → Service tokens**',
    scope: 'workspace',
    decryptedBy: 'none',
    readBack: 'shown once',
    rotation: 'Create a new token, update the pipeline, revoke the old one.',
    docId: 'Main Menu/settings',
  },
];

/** The services that decrypt a secret, and so re-encrypt theirs during a key rotation, in model order. */
export const rotatingServices: readonly ServiceName[] = [
  ...new Set(
    secrets.flatMap((secret) => (secret.decryptedBy === 'none' ? [] : [secret.decryptedBy])),
  ),
];
