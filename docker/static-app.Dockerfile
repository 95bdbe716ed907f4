# syntax=docker/dockerfile:1
# The image of every static app (shell, mf-learn, mf-social, mf-account): its production build served
# by nginx on :8080 under the path the gateway proxies to it (no headers of its own: the gateway adds
# them). Chosen with build args; context: the repository root.
#   docker build -f docker/static-app.Dockerfile --build-arg APP=mf-learn --build-arg BASE_PATH=/mf/learn \
#     --build-arg HEALTH_FILE=mf-manifest.json .
# BASE_PATH is empty for the shell (served at /), HEALTH_FILE what the health check fetches there.
ARG NODE_IMAGE=node:20-bookworm-slim

FROM ${NODE_IMAGE} AS build
ARG APP
RUN test -n "$APP" || (echo "set --build-arg APP=…" >&2; exit 1)
WORKDIR /app
COPY . .
RUN npm ci --no-audit --no-fund
RUN npm run build -w "$APP"

FROM nginx:1.27-alpine
ARG APP
ARG BASE_PATH=""
ARG HEALTH_FILE=index.html
ENV HEALTH_URL=http://127.0.0.1:8080${BASE_PATH}/${HEALTH_FILE}
COPY gateway/static/nginx.conf /etc/nginx/nginx.conf
COPY --from=build /app/${APP}/dist /usr/share/nginx/html${BASE_PATH}
USER nginx
EXPOSE 8080
HEALTHCHECK --interval=10s --timeout=3s --start-period=5s --retries=5 \
  CMD wget -q -O /dev/null "$HEALTH_URL" || exit 1
