import type { EnvironmentName } from '../../../model/types';

/**
 * The `CogniBotWebchat.init()` options the snippet builder can write, with their defaults exactly
 * as the options table of the web chat page gives them (a unit test compares the two).
 */
export interface InitOption {
  readonly name: string;
  /** What the builder's field is labelled. */
  readonly label: string;
  readonly required: boolean;
  /** The Default column of the options table, as written there. */
  readonly defaultText: string;
}

// The `environment` option names one of the environments of the platform model.
export { environmentNames as environments } from '../../../model/lifecycle';
export type Environment = EnvironmentName;

export const themeModes = ['auto', 'light', 'dark'] as const;
export type ThemeMode = (typeof themeModes)[number];

export const positions = ['right', 'left'] as const;
export type Position = (typeof positions)[number];

export const defaults = {
  environment: 'prod',
  // No locale option: the project's default locale applies.
  locale: '',
  theme: 'auto',
  startOpen: false,
  position: 'right',
} as const satisfies {
  environment: Environment;
  locale: string;
  theme: ThemeMode;
  startOpen: boolean;
  position: Position;
};

export const initOptions: readonly InitOption[] = [
  { name: 'projectId', label: 'Project ID', required: true, defaultText: 'none' },
  { name: 'host', label: 'Host', required: true, defaultText: 'none' },
  {
    name: 'environment',
    label: 'Environment',
    required: false,
    defaultText: `\`"${defaults.environment}"\``,
  },
  { name: 'locale', label: 'Locale', required: false, defaultText: 'project default locale' },
  { name: 'theme', label: 'Theme', required: false, defaultText: `\`"${defaults.theme}"\`` },
  {
    name: 'startOpen',
    label: 'Start open',
    required: false,
    defaultText: `\`${String(defaults.startOpen)}\``,
  },
  {
    name: 'position',
    label: 'Position',
    required: false,
    defaultText: `\`"${defaults.position}"\``,
  },
  { name: 'title', label: 'Title', required: false, defaultText: 'project name' },
];

/** Keys of the `theme` object the builder can write, as in the Theming table. */
export const themeKeys = [
  { name: 'mode', label: 'Theme' },
  { name: 'primaryColor', label: 'Primary colour' },
  { name: 'fontFamily', label: 'Font family' },
] as const;
