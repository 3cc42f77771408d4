# syntax=docker/dockerfile:1
#
# One image for every SafeTrails process (docs/DEPLOYMENT.md): the API (default command, serving the
# web app at /, the admin console at /admin and the API at /api), the projector, the migrations and
# the demo seed. docker-compose.yml chooses the command per service.
#
#   docker build -t safetrails:local .

# Node 20.19+ is required (require() of ES modules, Vite 8); the 20 line's newest release is used.
ARG NODE_IMAGE=node:20-bookworm-slim

# ---------------------------------------------------------------------------------------------------
# base: npm 11 (it honours the `allowScripts` field of package.json: only the install scripts listed
# there run) and the manifests of every workspace, so dependency layers are cached until a
# package.json or the lockfile changes.
FROM ${NODE_IMAGE} AS base
ENV npm_config_update_notifier=false \
    npm_config_fund=false \
    npm_config_audit=false
RUN npm install --global npm@11 && npm --version
WORKDIR /app
COPY package.json package-lock.json ./
COPY packages/contracts/package.json packages/contracts/
COPY packages/event-store/package.json packages/event-store/
COPY infra/package.json infra/
COPY apps/projector/package.json apps/projector/
COPY apps/api/package.json apps/api/
COPY apps/web/package.json apps/web/
COPY apps/admin/package.json apps/admin/
COPY bench/package.json bench/

# Why `npm install --no-save` and not `npm ci`: the lockfile is written on machines whose registry
# does not serve other platforms' optional binaries (@swc/core-darwin-*, @unrs/resolver-binding-*),
# so it lacks their entries, and `npm ci` rejects it ("Missing: @swc/core-darwin-arm64 from lock
# file"). With the lockfile present, `npm install` installs exactly the locked versions, only looks
# up those missing optional entries (never installed on Linux), and with --no-save writes nothing
# back. Switch both commands below to `npm ci` once the lockfile lists every platform.

# ---------------------------------------------------------------------------------------------------
# build: all dependencies, then `npm run build` (tsc -b for contracts, event-store, infra, projector
# and api; Vite for apps/web/dist and apps/admin/dist).
FROM base AS build
RUN --mount=type=cache,target=/root/.npm npm install --no-save
COPY . .
RUN npm run build

# ---------------------------------------------------------------------------------------------------
# runtime: production dependencies of the api and projector workspaces only (which bring in
# contracts, event-store and infra), the compiled output and the SQL migrations.
# --omit=optional drops embedded-postgres' platform binary: the one-machine mode's PostgreSQL is
# never started in a container (DATABASE_URL is always set here), and it is loaded only on demand.
# --ignore-scripts: no production dependency needs an install script to run.
FROM base AS runtime
ENV NODE_ENV=production
RUN --mount=type=cache,target=/root/.npm \
    npm install --no-save --omit=dev --omit=optional --ignore-scripts \
      --workspace=@safetrails/api --workspace=@safetrails/projector
COPY --from=build /app/packages/contracts/dist packages/contracts/dist
COPY --from=build /app/packages/event-store/dist packages/event-store/dist
COPY --from=build /app/infra/dist infra/dist
COPY --from=build /app/infra/migrations infra/migrations
COPY --from=build /app/apps/projector/dist apps/projector/dist
COPY --from=build /app/apps/api/dist apps/api/dist
COPY --from=build /app/apps/web/dist apps/web/dist
COPY --from=build /app/apps/admin/dist apps/admin/dist

# The files stay root-owned and read-only to the process; nothing is written inside the container
# (no DATA_DIR: the database is always external here) but the erasure ledger, on its own volume
# mounted at /var/lib/safetrails-erasures (docs/OPERATIONS.md "Erasures").
RUN mkdir -p /var/lib/safetrails-erasures && chown node:node /var/lib/safetrails-erasures
USER node
EXPOSE 3000
CMD ["node", "apps/api/dist/main.js"]
