import type { Request, RequestHandler } from 'express';
import client from 'prom-client';

interface ServiceMetrics {
  registry: client.Registry;
  httpDuration: client.Histogram<'method' | 'route' | 'status_code'>;
}

// One registry per service name: tests build many apps in one process and prom-client
// refuses to register the same metric twice.
const registries = new Map<string, ServiceMetrics>();

/** The metrics registry of a service (default process metrics + HTTP duration histogram). */
export function serviceMetrics(service: string): ServiceMetrics {
  const existing = registries.get(service);
  if (existing) return existing;
  const registry = new client.Registry();
  registry.setDefaultLabels({ service });
  client.collectDefaultMetrics({ register: registry });
  const httpDuration = new client.Histogram({
    name: 'http_request_duration_seconds',
    help: 'HTTP request duration in seconds',
    labelNames: ['method', 'route', 'status_code'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
    registers: [registry],
  });
  const metrics = { registry, httpDuration };
  registries.set(service, metrics);
  return metrics;
}

// Label by route pattern, never by raw URL, so ids do not explode the label set.
function routeLabel(req: Request): string {
  const routePath = (req.route as { path?: unknown } | undefined)?.path;
  return typeof routePath === 'string' ? `${req.baseUrl}${routePath}` : 'unmatched';
}

/** Middleware observing every request's duration. */
export function measureRequests(metrics: ServiceMetrics): RequestHandler {
  return (req, res, next) => {
    const end = metrics.httpDuration.startTimer();
    res.on('finish', () =>
      end({ method: req.method, route: routeLabel(req), status_code: String(res.statusCode) }),
    );
    next();
  };
}
