# The site in containers (compose.yaml runs them; deploy/README.md explains the topology):
#   build  installs everything and runs `npm run build` (pages, social cards, assistant index,
#          and the edge files: .br/.gz copies and build/nginx/*.conf);
#   app    the Fastify server on the build, as a non-root user; one image for every instance;
#   proxy  Debian's nginx with the build's files and deploy/nginx; HTTPS on 443, port 80 redirects
#          (the certificate comes from the host: compose.yaml).

FROM node:24-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
# Exactly the committed lock (npm ci stops if package.json and the lock disagree).
RUN npm ci --no-audit --no-fund
COPY . .
# Build settings are baked into the pages (README "Settings"); compose passes them from .env.
ARG SITE_URL
ARG CONTACT_EMAIL
ARG CONTACT_PHONE
ARG WHATSAPP_NUMBER
ARG BOOKING_URL
ARG ANALYTICS_ID
ARG ERROR_REPORT_URL
ARG JURISDICTION
RUN npm run build \
  && test -f build/nginx/content-security-policy.conf \
  && npm prune --omit=dev --no-audit --no-fund

FROM node:24-bookworm-slim AS app
ENV NODE_ENV=production \
  SKIP_BUILD=1 \
  HOST=0.0.0.0 \
  PORT=3000 \
  SPOOL_DIR=/var/lib/site/spool \
  SQLITE_FILE=/var/lib/site/site.db
WORKDIR /app
# The server runs its TypeScript through tsx (a dependency) and imports the code it shares with
# the pages from app/ (the forms' rules, settings), so the sources come along; the site's content
# it reads from build/site-data.json. The code stays owned by root, read-only to it.
COPY --from=build /app/package.json /app/package-lock.json /app/tsconfig.json ./
COPY --from=build /app/node_modules ./node_modules
COPY --from=build /app/app ./app
COPY --from=build /app/server ./server
COPY --from=build /app/build ./build
# The spool (and a SQLite file, without DATABASE_URL) live in a volume the server may write.
RUN mkdir -p /var/lib/site/spool && chown -R node:node /var/lib/site
VOLUME /var/lib/site
USER node
EXPOSE 3000
# Ready while the instance can take a lead and keep it (database or spool): docs/decisions/0008.
HEALTHCHECK --interval=10s --timeout=3s --start-period=60s --retries=3 \
  CMD ["node", "-e", "fetch(`http://127.0.0.1:${process.env.PORT}/readyz`).then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
CMD ["node", "--import", "tsx", "server/start.ts"]

FROM debian:bookworm-slim AS proxy
RUN apt-get update \
  && apt-get install -y --no-install-recommends nginx-light libnginx-mod-http-brotli-static \
  && rm -rf /var/lib/apt/lists/*
COPY deploy/nginx/nginx.conf deploy/nginx/site.conf deploy/nginx/static-headers.conf /etc/nginx/
COPY --from=build /app/build/nginx /etc/nginx/generated
COPY --from=build /app/build/client /srv/site/client
EXPOSE 80 443
HEALTHCHECK --interval=10s --timeout=3s --retries=3 CMD ["bash", "-c", "exec 3<>/dev/tcp/127.0.0.1/80"]
# nginx.conf keeps it in the foreground (daemon off).
CMD ["nginx"]
