import type { ErrorCode } from './types';

/**
 * Every error code the platform reports, in code order. The first digit names the area: 1 runtime
 * and dialogs, 2 channels, 3 NLU, 4 KM, 5 administration and sign-in. The troubleshooting page has
 * a section `CB-nnnn <meaning>` with the id `cb-nnnn` for each entry.
 */
export const errorCodes: readonly ErrorCode[] = [
  {
    code: 'CB-1001',
    service: 'dialog-runtime',
    meaning: 'Skill or dialog not found',
    action:
      'Point every trigger (Triggers tab) and Go to dialog node (Flow tab) marked "Reference not found" at an existing dialog, connect every port marked "Path not connected", test, then publish and promote.',
    docId: 'CogniBot/Skills/index',
  },
  {
    code: 'CB-1004',
    service: 'studio',
    meaning: 'Dialog exceeds 200 elements',
    action:
      'Split the dialog: move self-contained parts into other dialogs of the skill (Go to dialog), or into skills the user starts with their triggers.',
    docId: 'CogniBot/Skills/Dialog Designer/index',
  },
  {
    code: 'CB-1012',
    service: 'dialog-runtime',
    meaning: 'Condition expression syntax error',
    action:
      'Correct the expression: `==` for comparisons, closed parentheses, known functions, scoped names.',
    docId: 'CogniBot/Concepts/conditions',
  },
  {
    code: 'CB-1015',
    service: 'dialog-runtime',
    meaning: 'State value has the wrong type or exceeds 64 KB',
    action:
      'Make the value arrive in the declared type (input Expect, action output) or change the variable to the type `string`, and compare values of one type with `<`, `>`, `<=` and `>=`; only an extension converts. Store only the fields you need.',
    docId: 'CogniBot/Concepts/state',
  },
  {
    code: 'CB-1020',
    service: 'dialog-runtime',
    meaning: 'Action or extension timed out',
    action:
      'Check the target system; raise the action timeout up to 120 s (10 s for extensions), then publish and promote, or run long jobs without waiting.',
    docId: 'CogniBot/Skills/Dialog Elements/action',
  },
  {
    code: 'CB-1031',
    service: 'dialog-runtime',
    meaning: 'Template variable undefined',
    action:
      'Fix the variable name or scope, or give the template a `??` fallback, then publish and promote.',
    docId: 'CogniBot/Skills/Dialog Elements/message',
  },
  {
    code: 'CB-2001',
    service: 'channel-connector',
    meaning: 'Channel webhook signature invalid',
    action: 'Copy the secret again from the provider, pass request bodies unchanged, sync clocks.',
    docId: 'channel-integration/WhatsApp/Integration',
  },
  {
    code: 'CB-2010',
    service: 'channel-connector',
    meaning: 'Microsoft Teams token acquisition failed',
    action:
      "In the failing environment's Teams settings, enter a new client secret of its Azure Bot app, check the tenant ID, allow outbound HTTPS to Microsoft, then select Test connection and Save.",
    docId: 'channel-integration/MSTeams',
  },
  {
    code: 'CB-2021',
    service: 'channel-connector',
    meaning: 'WhatsApp message outside 24-hour window without approved template',
    action:
      'Send an approved template instead of free text; a dialog cannot send one, so deliver late results as a template notification.',
    docId: 'channel-integration/WhatsApp/WhatsAppFeatures',
  },
  {
    code: 'CB-2030',
    service: 'channel-connector',
    meaning: 'SIP trunk registration failed',
    action:
      'Check the trunk credentials, host and port and the TLS certificates, open the SIP port, and read the SIP response code in the log.',
    docId: 'channel-integration/Telephony',
  },
  {
    code: 'CB-2040',
    service: 'channel-connector',
    meaning: 'Web chat origin not allowed',
    action:
      "In the environment the page talks to (`prod` when it sets no `environment`), switch web chat on and add the page's exact origin.",
    docId: 'webchat/webpage',
  },
  {
    code: 'CB-2050',
    service: 'channel-connector',
    meaning: 'Web chat user token expired or invalid',
    action:
      "Fetch a new `userToken` from your backend, signed with the web chat secret of the page's environment, and start the widget again with it.",
    docId: 'webchat/webpage',
  },
  {
    code: 'CB-3001',
    service: 'nlu-service',
    meaning: 'NLU model not trained or not published',
    action:
      'Train and publish the linked NLU project and promote it to that environment; with Rasa and an active version, wait for the reload (Studio mode) or restart Rasa with --model (External mode).',
    docId: 'NLU Project/nlu_intro',
  },
  {
    code: 'CB-3005',
    service: 'nlu-service',
    meaning: 'Rasa server unreachable or token rejected',
    action:
      'Test the Rasa URL and token from the cluster, then correct the connection; upgrade a server older than Rasa 3.6.',
    docId: 'NLU Project/configureRasa',
  },
  {
    code: 'CB-3010',
    service: 'nlu-service',
    meaning: 'No intent above confidence threshold',
    action: 'Add varied example utterances (at least 10 per intent), retrain, publish and promote.',
    docId: 'NLU Project/nlu_intro',
  },
  {
    code: 'CB-4001',
    service: 'knowledge-service',
    meaning: 'Knowledge source sync failed',
    action:
      'In each environment where the source shows Failed, renew the bound credential or its permissions, correct a changed address, let the site admit the crawler, or open the network route; then select Sync now there.',
    docId: 'KM Project/configureKM',
  },
  {
    code: 'CB-4005',
    service: 'knowledge-service',
    meaning: 'Document over 50 MB or unsupported type',
    action:
      'Split the file, remove its password, or convert it to PDF, DOCX, HTML or Markdown. Upload a fixed file again, then publish and promote; save a fixed synced document in its source, and each environment takes it with its next sync.',
    docId: 'KM Project/configureKM',
  },
  {
    code: 'CB-4010',
    service: 'knowledge-service',
    meaning: 'No answer above confidence threshold',
    action:
      "Check the source's sync and audience, and add or update the content: a synced document reaches every environment with its next sync, an uploaded file with a new version you publish and promote.",
    docId: 'KM Project/km_intro',
  },
  {
    code: 'CB-5001',
    service: 'studio',
    meaning: 'Sign-in failed: SSO assertion invalid',
    action:
      "Update the identity provider's signing certificate in the SAML settings (OpenID Connect fetches its keys itself), align its URLs with the public URL, and check the Email attribute (SAML) or Email claim (OpenID Connect).",
    docId: 'Main Menu/users',
  },
  {
    code: 'CB-5003',
    service: 'studio',
    meaning: 'Studio session ended, or access token or signed link expired or revoked',
    action:
      'Sign in again, or create a new token. A chatbot user whose knowledge-file link expired asks the bot again for a fresh link.',
    docId: 'Main Menu/settings',
  },
  {
    code: 'CB-5010',
    service: 'studio',
    meaning: 'License invalid or expired',
    action:
      'An Owner enters a valid key from the support portal in Main Menu → Settings → License. A key saved there takes precedence over `COGNIBOT_LICENSE_KEY`; correct the variable and restart `studio` only when no key was ever saved in the tab.',
    docId: 'Main Menu/settings',
  },
  {
    code: 'CB-5015',
    service: 'gateway',
    meaning: 'Address not in the IP allow list',
    action:
      "Add the caller's public address or range to the IP allow list in Main Menu → Settings → Security, or call from an allowed address.",
    docId: 'Main Menu/settings',
  },
  {
    code: 'CB-5020',
    service: 'studio',
    meaning: 'Permission denied for role',
    action:
      'Ask an Admin or Owner for a role that allows the action; for a service token whose role, scope or project falls short, create a new token with them (tokens cannot be edited); for an operation that refuses service tokens, use a personal access token.',
    docId: 'Main Menu/access_control',
  },
];
