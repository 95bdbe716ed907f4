// The compose file decides what the network can reach. Only the gateway may publish a port on
// every interface: anything else (the mail catcher shows every password-reset link) stays on
// loopback of the Docker host or unpublished.
import fs from 'node:fs';
import path from 'node:path';
import { GATEWAY_DIR } from '../generate-nginx';

const composeText = fs.readFileSync(path.join(GATEWAY_DIR, '..', 'docker-compose.yml'), 'utf8');

/** service name → its published port mappings (the file writes them as one-line flow lists). */
function publishedPorts(text: string): Map<string, string[]> {
  const out = new Map<string, string[]>();
  const services = text.slice(text.indexOf('\nservices:\n'));
  let current: string | undefined;
  for (const line of services.split('\n')) {
    const service = /^ {2}([A-Za-z0-9_-]+):\s*$/.exec(line);
    if (service) current = service[1];
    else if (/^\S/.test(line) && !line.startsWith('services:')) current = undefined;
    const ports = /^ {4}ports:\s*\[(.*)\]\s*$/.exec(line);
    if (ports && current) {
      out.set(
        current,
        ports[1].split(',').map((p) => p.trim().replace(/^["']|["']$/g, '')),
      );
    } else if (/^ {4}ports:\s*$/.test(line)) {
      throw new Error(`write the ports of ${current} as a one-line list so this test can read them`);
    }
  }
  return out;
}

describe('docker-compose.yml exposure', () => {
  const ports = publishedPorts(composeText);

  it('when compose publishes ports, then only the gateway listens on every interface', () => {
    expect(ports.get('gateway')).toEqual(['${GATEWAY_PORT:-8080}:8080']);
    for (const [service, mappings] of ports) {
      if (service === 'gateway') continue;
      for (const mapping of mappings) expect(`${service} ${mapping}`).toMatch(/^\S+ 127\.0\.0\.1:/);
    }
  });

  it('when the mail catcher runs, then its UI is bound to loopback of the host', () => {
    expect(ports.get('mailpit')).toEqual(['127.0.0.1:${MAILPIT_UI_PORT:-8025}:8025']);
  });

  it('when the services run, then none of them (nor their databases) publishes a port', () => {
    for (const name of [
      'svc-identity',
      'svc-learning',
      'svc-social',
      'mongo-identity',
      'mongo-learning',
      'mongo-social',
    ])
      expect(ports.has(name)).toBe(false);
  });

  it('when an operator scales a service (docker compose up --scale svc-social=3), then nothing pins it to one container', () => {
    const services = composeText.slice(composeText.indexOf('\nservices:\n'));
    for (const name of ['svc-identity', 'svc-learning', 'svc-social']) {
      const block = new RegExp(`\\n {2}${name}:\\n((?: {4}.*\\n|\\s*\\n)*)`).exec(services)?.[1] ?? '';
      expect(block).toContain('image:');
      expect(block).not.toMatch(/container_name:/);
      expect(ports.has(name)).toBe(false);
    }
  });
});
