import type { EnvironmentName, EnvironmentRule, PromotionCheck } from './types';

/** The environments of every project, in promotion order. */
export const environmentNames = [
  'dev',
  'test',
  'prod',
] as const satisfies readonly EnvironmentName[];

/**
 * The environments of a project in promotion order. A version is published into `dev` only and
 * reaches `test` and `prod` by promotion; `MODEL.md` has the rules around them.
 */
export const environments: readonly EnvironmentRule[] = [
  {
    name: 'dev',
    receives: 'publish',
    role: 'Developer',
    scope: 'project:publish',
    editableInStudio: true,
  },
  {
    name: 'test',
    receives: 'promote',
    from: 'dev',
    role: 'Developer',
    scope: 'project:publish',
    editableInStudio: false,
  },
  {
    name: 'prod',
    receives: 'promote',
    from: 'test',
    role: 'Admin',
    scope: 'project:publish',
    editableInStudio: false,
  },
];

/**
 * Every pre-check of a promotion, in the order Studio lists them; the ids are the `check` values
 * of the API's `PrecheckResult`. A failed check blocks the promotion (HTTP 422 with a `checks`
 * list; `cognibot project promote` exits with code 1), and nothing changes in the target
 * environment. A rollback runs the same checks. That a version reaches `prod` only after it was
 * active in `test` is a rule of promotion itself (HTTP 409), not a pre-check.
 */
export const promotionChecks: readonly PromotionCheck[] = [
  {
    id: 'environmentVariable',
    requires:
      'Every environment variable the version names (the package lists them: those its templates name and those its extensions list in `permissions.env`) has a value in the target environment.',
    fix: 'Set the value in **Project → Environments → Variables**.',
  },
  {
    id: 'credentialBinding',
    requires:
      'Every connection of the version has a credential bound in the target environment, except the built-in `telephony` connection, which needs none.',
    fix: 'Bind a credential in **Project → Environments → Credential bindings**, before you promote.',
  },
  {
    id: 'linkedProject',
    requires:
      'The linked NLU project and KM projects have an active version in the target environment, and every source of each linked KM version has finished its first sync there with **Synced**.',
    fix: 'Promote the linked projects to the target environment first. For a KM project, pick the target environment at the top of its **Sources** and wait until every source shows **Synced** (after **Failed**, fix the cause and select **Sync now**), then select **Recheck**.',
  },
  {
    id: 'rasaServer',
    requires:
      'For an NLU project on the Rasa engine: the target environment has a Rasa **Server URL** and **Token**, and that server answers; in the **Studio** training mode, it then downloads and loads the version’s model, the last step of the promotion; in the **External** training mode, it already reports the version’s model as loaded.',
    fix: 'Enter the environment’s **Server URL** and **Token** in the NLU project under **Settings → Engine**; in **Studio** mode, let the server reach your CogniBot host over HTTPS to download the model; in **External** mode, load the model file on that server first. Then promote again: the failed promotion left the previous version active.',
  },
];

/** The environment a version is published into: always this one. */
export const publishEnvironment = 'dev' as const;
