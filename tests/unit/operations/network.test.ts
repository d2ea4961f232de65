import { existsSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { services } from '../../../src/data/services';
import { inboundPaths, networkFeatures, outboundPaths } from '../../../src/model/network';
import { siteRoot } from '../../support/markdownSources';

const servicePorts = new Set(services.map((service) => service.port));
const serviceNames = new Set<string>(services.map((service) => service.name));

function portsIn(text: string): number[] {
  return [...text.matchAll(/\d+/g)].map((match) => Number(match[0]));
}

describe('the network model', () => {
  it('links every feature to a docs page that exists', () => {
    const missing = networkFeatures
      .map((feature) => `docs/${feature.docId}.md`)
      .filter((file) => !existsSync(path.join(siteRoot, file)));
    expect(missing).toEqual([]);
  });

  it('names features and services that exist, each path id once', () => {
    const features = new Set(networkFeatures.map((feature) => feature.id));
    const paths = [...inboundPaths, ...outboundPaths];
    expect(paths.filter((entry) => !features.has(entry.feature)).map((entry) => entry.id)).toEqual(
      [],
    );
    const senders = outboundPaths
      .map((entry) => entry.from)
      .filter(
        (from) => from !== 'container hosts' && from !== 'Helm client' && from !== 'services',
      );
    expect(
      [...inboundPaths.map((entry) => entry.service), ...senders].filter(
        (name) => !serviceNames.has(name),
      ),
    ).toEqual([]);
    const ids = paths.map((entry) => entry.id);
    expect(ids.filter((id, index) => ids.indexOf(id) !== index)).toEqual([]);
  });

  // The services' own ports stay inside the cluster: from outside, the gateway is reached on 443
  // and the connector only on its SIP and RTP ports.
  it('opens no service port of src/data/services.ts to the outside', () => {
    const exposed = inboundPaths.filter((entry) =>
      portsIn(entry.port).some((port) => servicePorts.has(port)),
    );
    expect(exposed.map((entry) => `${entry.id}: ${entry.port}`)).toEqual([]);
  });

  it('gives every feature except the bundled models a network path', () => {
    const used = new Set([...inboundPaths, ...outboundPaths].map((entry) => entry.feature));
    expect(networkFeatures.filter((feature) => !used.has(feature.id)).map((f) => f.id)).toEqual([
      'models',
    ]);
  });
});
