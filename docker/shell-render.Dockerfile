# syntax=docker/dockerfile:1
# The shell's renderer (shell/src/server; gateway PAGE_RENDERER): draws a signed-in learner's Learn
# page. Built from the same commit as the shell's static image, so the index.html it fills in names
# the same files (webpack's content hashes). Learn's screen is not in it: the renderer loads the live
# mf-learn release's server entry through the gateway (docs/learner-page-render.md):
#   docker build -f docker/shell-render.Dockerfile .
ARG NODE_IMAGE=node:20-bookworm-slim

# 1. Build: the shell (its index.html) and the renderer's bundles (server.js, render-core.js).
FROM ${NODE_IMAGE} AS build
WORKDIR /app
COPY . .
RUN npm ci --no-audit --no-fund
RUN npm run build -w shell

# 2. Runtime: the bundle and the page it fills in; no node_modules, non-root.
FROM ${NODE_IMAGE}
ENV NODE_ENV=production HOST=0.0.0.0 PORT=4004
WORKDIR /app/shell
COPY --from=build /app/shell/dist-server ./dist-server
COPY --from=build /app/shell/dist/index.html ./dist/index.html
USER node
EXPOSE 4004
HEALTHCHECK --interval=10s --timeout=3s --start-period=10s --retries=5 \
  CMD node -e "fetch('http://127.0.0.1:' + process.env.PORT + '/healthz').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"
CMD ["node", "--enable-source-maps", "dist-server/server.js"]
