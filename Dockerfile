# Arena: one image runs the compiled API, which serves the built web app on one port (default 3000).
# Build:  docker build -t arena .
# Run:    see compose.yaml (PostgreSQL + Redis) or README "Deployment".
# apps/api/src/production-image.test.ts rebuilds the final stage's contents without Docker (same COPY lines,
# same npm command) and starts it; keep the two in step. Every stage uses the Node.js the project brings.

# 1. Everything, to build the web app (Vite) and the API bundle (esbuild, apps/api/dist/server.js).
FROM node:24.21.0-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json .npmrc ./
COPY packages/shared/package.json packages/shared/
COPY packages/client/package.json packages/client/
COPY apps/api/package.json apps/api/
COPY apps/web/package.json apps/web/
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build

# 2. The production packages of the API only: what the bundle imports at run time (no dev tools, no web
#    libraries: the web app is already built).
FROM node:24.21.0-bookworm-slim AS packages
WORKDIR /app
COPY package.json package-lock.json .npmrc ./
COPY packages/shared/package.json packages/shared/
COPY packages/client/package.json packages/client/
COPY apps/api/package.json apps/api/
COPY apps/web/package.json apps/web/
RUN npm ci --omit=dev --workspace @arena/api --no-audit --no-fund && npm cache clean --force

# 3. The image: those packages, the bundle, the migrations and the web build.
FROM node:24.21.0-bookworm-slim
ENV NODE_ENV=production \
    NODE_OPTIONS=--enable-source-maps \
    PORT=3000 \
    HOST=0.0.0.0 \
    DATA_DIR=/data \
    SEED_DEMO=0
WORKDIR /app
COPY --from=packages /app ./
COPY --from=build /app/apps/api/dist apps/api/dist
COPY --from=build /app/apps/api/drizzle apps/api/drizzle
COPY --from=build /app/apps/web/dist apps/web/dist
RUN mkdir -p /data && chown -R node:node /data
USER node
VOLUME ["/data"]
EXPOSE 3000
HEALTHCHECK --interval=15s --timeout=3s --start-period=30s --retries=3 \
  CMD node -e "fetch('http://127.0.0.1:'+(process.env.PORT||3000)+'/api/ready').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"
CMD ["node", "apps/api/dist/server.js"]
