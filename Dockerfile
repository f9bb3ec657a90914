# One image per app, chosen by build argument:
#   docker build --build-arg APP=services/auth -t prestigio/auth .   (services/<auth|properties|leads|scheduling|chat>, or gateway)
# docker-compose.yml builds all six. Every app's image shares the same build stage (it builds the whole workspace once,
# so six builds cost one), then keeps only that app's production dependencies and compiled code. The gateway's image
# also carries the built web app (web/dist) it serves.
# No `# syntax=` line: the classic builder ignores it and BuildKit would need a registry to fetch it.
# Few instructions after node_modules exist: on the vfs storage driver (our machines) every instruction copies the
# whole file system, so each stage does its work in one RUN and the runtime stage ends with its two COPYs.
# NODE_IMAGE: any Debian-based Node 20 image with npm and a `node` user (uid 1000); `npm run compose:smoke` passes a
# locally built one where no registry answers (docker/local-images/).
ARG NODE_IMAGE=node:20-bookworm-slim

FROM ${NODE_IMAGE} AS base
WORKDIR /app
ENV NX_DAEMON=false NX_NO_CLOUD=true NX_TUI=false NPM_CONFIG_UPDATE_NOTIFIER=false NPM_CONFIG_FUND=false \
    NPM_CONFIG_AUDIT=false

# Just the package manifests and the lock file, so the dependency layers below are rebuilt only when one changes.
FROM base AS manifests
COPY . /src
RUN cd /src \
 && find . -name package.json -not -path '*/node_modules/*' -exec cp --parents {} /app/ \; \
 && cp package-lock.json /app/

# Every dependency (compilers included), then the whole workspace built by Nx, its outputs gathered in /out by app.
# No APP argument here, so this stage is the same for the six images and the builder reuses it. `npm install` rather
# than `npm ci`: a registry mirror that lacks other platforms' optional packages makes `npm ci` refuse the lock;
# `npm install` installs the locked versions.
FROM base AS build
COPY --from=manifests /app/ ./
RUN npm install
COPY . .
RUN npx nx run-many -t build \
 && mkdir -p /out/extra/gateway/web \
 && for app in services/*; do mkdir -p "/out/extra/$app"; done \
 && cp -r --parents libs/*/dist services/*/dist gateway/dist /out/ \
 && cp -r web/dist /out/extra/gateway/web/dist

# This one app: its production dependencies (and those of the workspace libraries it uses), the compiled libraries,
# its dist/ (and web/dist for the gateway).
FROM base AS app
ARG APP
COPY --from=manifests /app/ ./
COPY --from=build /out/ /out/
RUN test -n "$APP" || (echo 'Build with --build-arg APP=services/<name> or APP=gateway' >&2 && exit 1) \
 && npm install --omit=dev --workspace "$APP" \
 && npm cache clean --force \
 && cp -r /out/libs/. libs/ \
 && cp -r "/out/$APP/dist" "$APP/dist" \
 && cp -r "/out/extra/$APP/." ./ \
 && rm -rf /out \
 && mkdir -p /data/photos

FROM ${NODE_IMAGE} AS runtime
ARG APP
ENV NODE_ENV=production HOST=0.0.0.0
WORKDIR /app/${APP}
# SIGTERM (the default stop signal) lets every app drain HTTP and WebSocket connections before it exits.
CMD ["node", "dist/main.js"]
USER node
# Named volumes start as a copy of the image's folder: the photo store belongs to the app's user. The code does not.
COPY --from=app --chown=node:node /data/ /data/
COPY --from=app /app/ /app/
