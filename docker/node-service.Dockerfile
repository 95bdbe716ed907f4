# syntax=docker/dockerfile:1
# The image of every Node service (svc-identity, svc-learning, svc-social), chosen with build args:
#   docker build -f docker/node-service.Dockerfile --build-arg SERVICE=svc-learning --build-arg PORT=4002 .
# Build context: the repository root (docker-compose.yml sets it), because a service is built from
# the npm workspace together with the shared packages it bundles.
ARG NODE_IMAGE=node:20-bookworm-slim

# 1. Build: full install, then bundle src/ (and the @fff packages) into dist/server.js.
FROM ${NODE_IMAGE} AS build
ARG SERVICE
RUN test -n "$SERVICE" || (echo "set --build-arg SERVICE=svc-…" >&2; exit 1)
WORKDIR /app
COPY . .
RUN npm ci --no-audit --no-fund
RUN npm run build -w "$SERVICE" && rm -rf "$SERVICE/node_modules"

# 2. Production dependencies of this workspace only (native addons are built here).
FROM ${NODE_IMAGE} AS deps
ARG SERVICE
WORKDIR /app
COPY . .
RUN npm ci --omit=dev --workspace "$SERVICE" --no-audit --no-fund && mkdir -p "$SERVICE/node_modules"

# 3. Runtime: dist + the service's own files (e.g. content/), production node_modules, non-root.
FROM ${NODE_IMAGE}
ARG SERVICE
ARG PORT
# NODE_OPTIONS: the services' V8 flags, SERVICE_NODE_OPTIONS in scripts/lib/apps.mjs (why: there).
ENV NODE_ENV=production HOST=0.0.0.0 PORT=${PORT} NODE_OPTIONS=--max-semi-space-size=32
WORKDIR /app
COPY --from=build /app/package.json ./package.json
COPY --from=deps /app/node_modules ./node_modules
COPY --from=build /app/${SERVICE} ./${SERVICE}
COPY --from=deps /app/${SERVICE}/node_modules ./${SERVICE}/node_modules
USER node
WORKDIR /app/${SERVICE}
EXPOSE ${PORT}
HEALTHCHECK --interval=10s --timeout=3s --start-period=20s --retries=5 \
  CMD node -e "fetch('http://127.0.0.1:' + process.env.PORT + '/readyz').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"
CMD ["node", "dist/server.js"]
