import { existsSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { releases } from '../../../src/data/release';
import { permissions } from '../../../src/data/roles';
import { services } from '../../../src/data/services';
import { channels } from '../../../src/model/channels';
import { compatibility, formatSupport, supportIn } from '../../../src/model/compatibility';
import {
  environmentNames,
  environments,
  promotionChecks,
  publishEnvironment,
} from '../../../src/model/lifecycle';
import { secrets } from '../../../src/model/secrets';
import { loadOpenApiDocument } from '../../support/openapiExamples';
import { siteRoot } from '../../support/markdownSources';

function docExists(docId: string): boolean {
  return ['.md', '.mdx'].some((extension) =>
    existsSync(path.join(siteRoot, 'docs', `${docId}${extension}`)),
  );
}

const duplicates = (values: readonly string[]) =>
  values.filter((value, index) => values.indexOf(value) !== index);

describe('the lifecycle', () => {
  it('has a rule for each environment, in promotion order', () => {
    expect(environments.map((environment) => environment.name)).toEqual([...environmentNames]);
  });

  it('publishes into the first environment and promotes each from the one before', () => {
    expect(environments[0]?.name).toBe(publishEnvironment);
    expect(environments[0]?.receives).toBe('publish');
    environments.slice(1).forEach((environment, index) => {
      expect(environment.receives).toBe('promote');
      expect(environment.from).toBe(environments[index]?.name);
    });
  });

  it('gives each environment the role the permissions matrix gives its actions', () => {
    const rolesFor = (action: string) =>
      permissions.find((permission) => permission.action === action)?.roles;
    const lowest = (action: string) => rolesFor(action)?.at(-1);
    expect(lowest('Publish versions to dev and promote them to test')).toBe('Developer');
    expect(environments.find((environment) => environment.name === 'test')?.role).toBe('Developer');
    expect(environments.find((environment) => environment.name === 'dev')?.role).toBe('Developer');
    expect(lowest('Promote versions to prod and roll back prod')).toBe('Admin');
    expect(
      lowest(
        'Bind credentials, set environment-variable values, enter Rasa server settings and set up channels in prod, and replace the secret of a credential bound in prod',
      ),
    ).toBe('Admin');
    expect(environments.find((environment) => environment.name === 'prod')?.role).toBe('Admin');
  });

  it('names scopes the OpenAPI document defines', () => {
    const schemas = (
      loadOpenApiDocument().components as { schemas: Record<string, { enum?: string[] }> }
    ).schemas;
    const scopes = new Set(schemas.Scope?.enum ?? []);
    expect(environments.filter((environment) => !scopes.has(environment.scope))).toEqual([]);
  });

  it('lists the pre-checks the API reports, in its words', () => {
    const schemas = (
      loadOpenApiDocument().components as {
        schemas: Record<string, { properties?: Record<string, { enum?: string[] }> }>;
      }
    ).schemas;
    expect(promotionChecks.map((check) => check.id)).toEqual(
      schemas.PrecheckResult?.properties?.check?.enum,
    );
  });
});

describe('channels and secrets', () => {
  it('name an endpoint per environment and a page that exists', () => {
    for (const channel of channels) {
      expect(channel.endpoint, channel.name).toMatch(/environment/);
      expect(docExists(channel.docId), channel.docId).toBe(true);
    }
  });

  it('have each secret decrypted by a service that exists, explained on a page that exists', () => {
    const names = new Set<string>(services.map((service) => service.name));
    for (const secret of secrets) {
      expect(secret.decryptedBy === 'none' || names.has(secret.decryptedBy), secret.id).toBe(true);
      expect(docExists(secret.docId), secret.docId).toBe(true);
    }
    expect(duplicates(secrets.map((secret) => secret.id))).toEqual([]);
  });

  it('show no secret again except once when CogniBot generates it', () => {
    const shownOnce = secrets.filter((secret) => secret.readBack === 'shown once');
    expect(shownOnce.every((secret) => secret.enteredIn.startsWith('Generated'))).toBe(true);
  });
});

describe('the compatibility matrix', () => {
  it('has an entry for every release line in every row', () => {
    for (const component of compatibility) {
      expect(Object.keys(component.support).sort(), component.id).toEqual(
        releases.map((release) => release.line).sort(),
      );
    }
    expect(duplicates(compatibility.map((component) => component.id))).toEqual([]);
  });

  it('writes entries the way pages state them', () => {
    expect(formatSupport(supportIn('kubernetes', '5.2'))).toBe('1.28 to 1.31');
    expect(formatSupport(supportIn('compose', '5.2'))).toBe('2.20 or newer');
    expect(formatSupport(supportIn('postgresql', '5.1'))).toBe('15 and 16');
    expect(formatSupport(supportIn('chromium', '5.2'))).toBe('Latest 2 major versions');
    expect(() => supportIn('kubernetes', '4.9')).toThrow(/no 4.9 entry/);
    expect(() => supportIn('cobol', '5.2')).toThrow(/Unknown component "cobol"/);
  });
});
