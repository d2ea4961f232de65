/**
 * Shapes of the platform facts that several docs pages cite. Each fact lives once, in the module
 * named beside its type; pages render it with a small MDX component or link to the reference page
 * that does, and `tests/unit/facts.test.ts` fails when a page cites a fact these modules lack.
 * Sentences may mark names as code between backticks, as Markdown does; `FactText` renders them.
 */

/** The services of a CogniBot installation (`services.ts`). */
export type ServiceName =
  | 'gateway'
  | 'studio'
  | 'dialog-runtime'
  | 'nlu-service'
  | 'knowledge-service'
  | 'channel-connector'
  | 'automation-bridge'
  | 'notification-service'
  | 'analytics-service';

export interface Service {
  readonly name: ServiceName;
  /** Default port inside the cluster. */
  readonly port: number;
  readonly protocol: 'HTTP' | 'HTTPS';
  /** What the service does, one sentence. */
  readonly role: string;
}

/** An error code of the platform (`errors.ts`), e.g. `CB-1012`. */
export interface ErrorCode {
  readonly code: `CB-${number}`;
  /** The service that raises it. */
  readonly service: ServiceName;
  /** What the reader sees or what went wrong. */
  readonly meaning: string;
  /** What to do about it. */
  readonly action: string;
  /** Docs id of the page that explains the feature, when there is one (`CogniBot/Concepts/conditions`). */
  readonly docId?: string;
}

/** An environment variable (`environment.ts`), read by the server or by the `cognibot` CLI. */
export interface EnvironmentVariable {
  readonly name: `COGNIBOT_${string}`;
  readonly usedBy: 'server' | 'cli';
  readonly required: boolean;
  /** The default when unset; absent when there is none. */
  readonly default?: string;
  readonly meaning: string;
}

/** A flag of a `cognibot` command (`cli.ts`). */
export interface CliFlag {
  readonly name: `--${string}`;
  /** Placeholder of the flag's value (`<file>`); absent for a switch. */
  readonly value?: string;
  readonly default?: string;
  /** The environment variable that sets the same value. */
  readonly env?: `COGNIBOT_${string}`;
  readonly meaning: string;
}

export interface CliCommand {
  /** The words after `cognibot`: `project export`. */
  readonly command: string;
  /** `cognibot project export --project <id> --out <file>` */
  readonly synopsis: string;
  readonly meaning: string;
  readonly flags: readonly CliFlag[];
  /** Token scopes the command needs: those of its operations. Absent when they need none. */
  readonly scopes?: readonly string[];
  /** The REST API operations it calls, by `operationId` of the OpenAPI document. */
  readonly operations: readonly string[];
}

export interface CliExitCode {
  readonly code: number;
  readonly meaning: string;
}

/** Roles, highest first (`roles.ts`). */
export type RoleName = 'Owner' | 'Admin' | 'Developer' | 'Analyst' | 'Viewer';

/** One row of the permissions matrix: an action and the roles allowed to do it. */
export interface Permission {
  readonly action: string;
  readonly roles: readonly RoleName[];
  readonly note?: string;
  /** Only a person may do this: a service token is refused whatever its role and scopes. */
  readonly refusesServiceTokens?: true;
}

/** A limit or quota (`limits.ts`). */
export interface Limit {
  /** Stable id for links and tests: `dialog.elements`. */
  readonly id: string;
  readonly name: string;
  /** As the docs write it: `200 elements`, `4,096 characters`, `50 messages per second`. */
  readonly value: string;
  /** Where it is enforced: a service (`studio` also for editor checks), or the CLI. */
  readonly enforcedBy: ServiceName | 'cognibot CLI';
  /** Docs id of the page that explains it. */
  readonly docId: string;
}

/** A release of the platform (`release.ts`). */
export interface Release {
  /** Minor release line: `5.2`. */
  readonly line: string;
  /** Newest patch of the line: `5.2.0`. */
  readonly latest: string;
  readonly releasedOn: string;
  /** ISO date; absent while no end is announced. */
  readonly endOfSupport?: string;
}

/** A scope of service tokens (`scopes.ts`), as the OpenAPI document's `Scope` schema names it. */
export interface TokenScope {
  readonly name: `${string}:${string}`;
  /** What a token with the scope may do, as a sentence fragment. */
  readonly allows: string;
  /** Present on an old name that still works but will be removed. */
  readonly deprecated?: {
    readonly replacedBy: `${string}:${string}`;
    /** Release line that removes the name: `5.4`. */
    readonly removedIn: string;
  };
}

/** A Prometheus metric of the platform (`metrics.ts`). */
export interface Metric {
  /** Exposition name; a histogram also exposes `<name>_bucket`, `<name>_sum` and `<name>_count`. */
  readonly name: string;
  readonly type: 'counter' | 'gauge' | 'histogram';
  /** Labels beside `service`, which every CogniBot metric carries. */
  readonly labels: readonly string[];
  /** The service that exposes it on `/metrics`, or `every service`. */
  readonly service: ServiceName | 'every service';
  readonly meaning: string;
}

/** A recommended Prometheus alert (`alerts.ts`), written to `static/downloads/cognibot-alerts.yaml`. */
export interface AlertRule {
  /** Alert name, in PascalCase as Prometheus conventions write it: `CogniBotServiceDown`. */
  readonly alert: string;
  /** `critical` pages someone now; `warning` is a ticket for working hours. */
  readonly severity: 'critical' | 'warning';
  /** PromQL; every metric it names is in `metrics.ts`. */
  readonly expr: string;
  /** How long the condition must hold before the alert fires, as Prometheus writes it: `5m`. */
  readonly for: string;
  /** One line for the notification. May use `{{ $labels.service }}`. */
  readonly summary: string;
  /** Why this threshold and this duration, for the page and the rule's description. */
  readonly reasoning: string;
}
