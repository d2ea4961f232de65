/**
 * Shapes of the platform model: how CogniBot behaves, as data that pages render and tests check.
 * The rules that are not tables are in `MODEL.md` beside this file.
 */
import type { RoleName, ServiceName } from '../data/types';

/** The environments every project has, in promotion order. */
export type EnvironmentName = 'dev' | 'test' | 'prod';

/** How an environment receives a version, and who may make it do so. */
export interface EnvironmentRule {
  readonly name: EnvironmentName;
  /** `publish` puts new versions here; `promote` takes a version active in `from`. */
  readonly receives: 'publish' | 'promote';
  /** For `promote`: the environment the version must be active in, or have been active in. */
  readonly from?: EnvironmentName;
  /** Lowest role that publishes or promotes into it, rolls it back, binds credentials and sets up channels there. */
  readonly role: RoleName;
  /** Service-token scope for the same, through the API or the CLI. */
  readonly scope: string;
  readonly editableInStudio: boolean;
}

/** A pre-check Studio and `cognibot project promote` run before a version becomes active. */
export interface PromotionCheck {
  /** The `check` value of the API's `PrecheckResult`. */
  readonly id: string;
  /** What must hold in the target environment, one sentence. */
  readonly requires: string;
  /** What to do when it fails. */
  readonly fix: string;
}

/** A channel (`channels.ts`). */
export type ChannelName = 'msteams' | 'whatsapp' | 'telephony' | 'webchat' | 'mobile';

export interface Channel {
  readonly name: ChannelName;
  readonly label: string;
  /** Settings that each environment holds on its own; none is part of a `.cbpkg` package. */
  readonly perEnvironment: readonly string[];
  /** Where the channel reaches the environment: an endpoint URL pattern or an identity. */
  readonly endpoint: string;
  /** Docs id of the page with the set-up procedure. */
  readonly docId: string;
}

/** A secret or key (`secrets.ts`). */
export interface Secret {
  readonly id: string;
  readonly name: string;
  /** Where it is entered, as a Studio path or an installation setting. */
  readonly enteredIn: string;
  /** `each environment` when each of `dev`, `test`, `prod` has its own. */
  readonly scope: 'installation' | 'workspace' | 'project' | 'each environment';
  /** The one service that decrypts or verifies it; `none` for a value only its issuer can read. */
  readonly decryptedBy: ServiceName | 'none';
  /** How a person can see it again after it is saved. */
  readonly readBack: 'never' | 'shown once' | 'plain setting';
  readonly rotation: string;
  readonly docId: string;
}

/** What a release supports of a component (`compatibility.ts`). */
export type VersionSupport =
  | { readonly kind: 'range'; readonly from: string; readonly to: string }
  | { readonly kind: 'from'; readonly from: string }
  | { readonly kind: 'versions'; readonly versions: readonly string[] }
  | { readonly kind: 'latest'; readonly majors: number }
  | { readonly kind: 'unsupported' };

export interface CompatibilityComponent {
  readonly id: string;
  /** Row label of the matrix. */
  readonly label: string;
  /** Words that name the component in prose, for the version check: `Kubernetes`. */
  readonly namedAs: readonly string[];
  readonly group: 'platform' | 'browser';
  /** Support per release line (`5.2`), for every line in `src/data/release.ts`. */
  readonly support: Readonly<Record<string, VersionSupport>>;
  /** The Docker Compose bundle runs it, so a Compose upgrade brings the new release's version. */
  readonly inComposeBundle?: true;
}
