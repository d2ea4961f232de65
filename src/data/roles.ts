import type { Permission, RoleName } from './types';

/** Roles, highest first. */
export const roles = [
  'Owner',
  'Admin',
  'Developer',
  'Analyst',
  'Viewer',
] as const satisfies readonly RoleName[];

// Each role may do everything the roles after it may: the lists below only ever grow upwards.

const ownerOnly: readonly RoleName[] = ['Owner'];
const adminAndUp: readonly RoleName[] = ['Owner', 'Admin'];
const developerAndUp: readonly RoleName[] = ['Owner', 'Admin', 'Developer'];
const analystAndUp: readonly RoleName[] = ['Owner', 'Admin', 'Developer', 'Analyst'];
const everyone: readonly RoleName[] = roles;

/**
 * What each role may do, from the actions every role has to the ones only Owners have. Project
 * actions follow the person's effective role on the project (the highest of their workspace role
 * and every grant on that project); administration of the workspace follows the workspace role.
 */
export const permissions: readonly Permission[] = [
  {
    action:
      'See every project and open its skills, dialogs, NLU data and knowledge sources read-only',
    roles: everyone,
  },
  {
    action: 'Create and revoke own personal access tokens',
    roles: everyone,
  },
  {
    action: 'View analytics dashboards and export them as CSV',
    roles: analystAndUp,
  },
  {
    action: 'Read conversation transcripts',
    roles: analystAndUp,
    note: 'Opening a transcript is recorded in the audit log as `transcript.view`.',
  },
  {
    action: 'Create projects, or import a package as a new project',
    roles: developerAndUp,
    note: 'Follows the workspace role only: a project grant cannot allow it, because the project does not exist yet.',
    refusesServiceTokens: true,
  },
  {
    action: 'Import a package as a new version of a project',
    roles: developerAndUp,
  },
  {
    action: 'Export a published version as a package',
    roles: developerAndUp,
    note: 'A package holds the whole build of the project, so it follows the same role as importing one.',
  },
  {
    action: 'Edit skills, dialogs, extensions, NLU data, knowledge sources and project settings',
    roles: developerAndUp,
  },
  {
    action:
      'Manage connections and credentials; bind credentials, set environment-variable values, enter Rasa server settings and set up channels in dev and test',
    roles: developerAndUp,
  },
  {
    action: 'Run tests in the Test tab and with the CLI',
    roles: developerAndUp,
  },
  {
    action: 'Publish versions to dev and promote them to test',
    roles: developerAndUp,
  },
  {
    action: 'Send push notifications and look up user IDs through the API',
    roles: developerAndUp,
  },
  {
    action: 'Promote versions to prod and roll back prod',
    roles: adminAndUp,
  },
  {
    action:
      'Bind credentials, set environment-variable values, enter Rasa server settings and set up channels in prod, and replace the secret of a credential bound in prod',
    roles: adminAndUp,
  },
  {
    action: 'Archive, restore and transfer projects',
    roles: adminAndUp,
    note: 'The project owner may also do this for their own project.',
  },
  {
    action: 'Invite, deactivate and reactivate users, and send them a password reset email',
    roles: adminAndUp,
    note: 'Only an Owner may do this for an Owner.',
  },
  {
    action: 'Manage groups and group mappings',
    roles: adminAndUp,
  },
  {
    action: 'Give and take away roles other than Owner',
    roles: adminAndUp,
  },
  {
    action: 'Change workspace settings (general, security, email, data retention)',
    roles: adminAndUp,
  },
  {
    action: 'List, create and revoke service tokens',
    roles: adminAndUp,
    refusesServiceTokens: true,
  },
  {
    action: 'See and revoke the personal access tokens of other people',
    roles: adminAndUp,
    note: "Only an Owner may revoke an Owner's tokens.",
  },
  {
    action: "Export or erase a chatbot user's personal data",
    roles: adminAndUp,
    note: 'Follows the role on the project.',
    refusesServiceTokens: true,
  },
  {
    action: 'View, export and forward audit logs',
    roles: adminAndUp,
  },
  {
    action: 'Create a diagnostic support bundle',
    roles: adminAndUp,
    refusesServiceTokens: true,
  },
  {
    action: 'Manage the license',
    roles: ownerOnly,
  },
  {
    action: 'Give or take away the Owner role',
    roles: ownerOnly,
  },
];
