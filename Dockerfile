# syntax=docker/dockerfile:1
# One image per app, chosen by build argument:
#   docker build --build-arg APP=services/auth .      (services/<auth|properties|leads|scheduling|chat>, or gateway)
# docker-compose.yml builds all six. The gateway image also carries the built web app (web/dist) it serves.
ARG NODE_IMAGE=node:20-bookworm-slim

FROM ${NODE_IMAGE} AS base
WORKDIR /app
ENV NX_DAEMON=false NX_NO_CLOUD=true NX_TUI=false

# Just the package manifests and the lock file, so the dependency layers below are rebuilt only when one changes.
FROM base AS manifests
COPY . /src
RUN cd /src \
 && find . -name package.json -not -path '*/node_modules/*' -exec cp --parents {} /app/ \; \
 && cp package-lock.json /app/

# Every dependency (compilers included), then the app and the libraries it needs built by Nx.
FROM base AS build
ARG APP
RUN test -n "$APP" || (echo 'Build with --build-arg APP=services/<name> or APP=gateway' >&2 && exit 1)
COPY --from=manifests /app/ ./
RUN npm ci --no-audit --no-fund
COPY . .
RUN project="$(node -p "require('./${APP}/package.json').name")" \
 && if [ "$APP" = gateway ]; then projects="$project,@prestigio/web"; else projects="$project"; fi \
 && npx nx run-many -t build -p "$projects" \
 && mkdir -p web/dist /out \
 && cp -r --parents libs/*/dist "$APP/dist" web/dist /out/

# Only the production dependencies of this one app (and of the workspace libraries it uses).
FROM base AS production-dependencies
ARG APP
COPY --from=manifests /app/ ./
RUN npm ci --omit=dev --workspace "$APP" --no-audit --no-fund

FROM ${NODE_IMAGE} AS runtime
ARG APP
ENV NODE_ENV=production HOST=0.0.0.0
WORKDIR /app
COPY --from=production-dependencies /app/ ./
COPY --from=build /out/ ./
# Named volumes start as a copy of the image's folder: created here, the photo store belongs to the app's user.
RUN mkdir -p /data/photos && chown node:node /data/photos
USER node
WORKDIR /app/${APP}
CMD ["node", "dist/main.js"]
