#!/usr/bin/env bash
# `npm run ha -- up|down|status|switchover|kill-primary|backup|restore`: a highly available
# PostgreSQL on this machine, from Debian's packages (issue 39, docs/deploy.md "High
# availability"): one etcd, three PostgreSQL nodes under Patroni with synchronous_mode on,
# HAProxy with a primary port and a replica port checked through Patroni's REST API, and WAL
# archived continuously by pgBackRest (docs/decisions/0060). Everything listens on loopback;
# PostgreSQL, Patroni, etcd and HAProxy run as the unprivileged user `postgres` (as root) or as
# the caller. HA_DIR (default ./.ha) holds the data, logs and generated passwords;
# HA_PORT_BASE (default 24300, below the kernel's ephemeral ports) moves every port.
#
#   up            start it all (creating it on first use); prints DATABASE_URL=…,
#                 DATABASE_OWNER_URL=… and DATABASE_READ_URL=…
#   down          stop it all (data kept; `up` starts it again)
#   status        the members, their roles and lag (patronictl list)
#   switchover    a clean switchover to a replica
#   kill-primary  kill -9 of the current primary's postmaster; returns at once
#   kill-patroni  kill -9 of the current primary's Patroni; returns at once
#   backup        a full backup into the pgBackRest repository
#   restore TIME DIR [PORT]
#                 restores the archive as it was at TIME ("2026-11-27 18:59:00+00") into the
#                 empty folder DIR and starts it alone on PORT (default base+40), read-write
set -euo pipefail

HA_DIR=$(realpath -m "${HA_DIR:-$(dirname "$0")/../.ha}")
BASE=${HA_PORT_BASE:-24300}
ETCD_PORT=$((BASE + 0))
ETCD_PEER_PORT=$((BASE + 1))
PRIMARY_PORT=$((BASE + 30))
REPLICA_PORT=$((BASE + 31))
STATS_PORT=$((BASE + 32))
NODES=(1 2 3)
pg_port() { echo $((BASE + 10 + $1)); }
rest_port() { echo $((BASE + 20 + $1)); }
# The deploy's major (deploy/compose.yaml: 17) when it is installed, else the newest installed:
# Debian 12's archive has only 15, the floor (docs/deploy.md, "Version"). PG_BIN overrides.
DEPLOY_PG_MAJOR=17
if [ -z "${PG_BIN:-}" ]; then
  if [ -x "/usr/lib/postgresql/$DEPLOY_PG_MAJOR/bin/postgres" ]; then
    PG_BIN=/usr/lib/postgresql/$DEPLOY_PG_MAJOR/bin
  else
    PG_BIN=$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -n 1)
    PG_BIN=${PG_BIN:-/usr/lib/postgresql/$DEPLOY_PG_MAJOR/bin}
  fi
fi
STANZA=forewarn
SCOPE=forewarn

die() { echo "ha: $*" >&2; exit 1; }

# As root, everything runs as `postgres` (PostgreSQL refuses root); otherwise as the caller.
if [ "$(id -u)" = 0 ]; then
  id postgres >/dev/null 2>&1 || useradd --system --user-group --no-create-home postgres
  RUN_AS=postgres
  as_user() { runuser -u postgres -- "$@"; }
else
  RUN_AS=$(id -un)
  as_user() { "$@"; }
fi

need() {
  local missing=()
  for tool in etcd patroni patronictl haproxy pgbackrest "$PG_BIN/postgres"; do
    command -v "$tool" >/dev/null 2>&1 || missing+=("$tool")
  done
  [ ${#missing[@]} -eq 0 ] || die "missing: ${missing[*]} (apt-get install etcd-server patroni haproxy pgbackrest postgresql-$DEPLOY_PG_MAJOR, or postgresql-15 on Debian 12)"
}

secret() { # $1: name; made once, kept in HA_DIR/secrets (mode 600)
  local file="$HA_DIR/secrets/$1"
  if [ ! -s "$file" ]; then
    head -c 18 /dev/urandom | base64 | tr '+/' '-_' >"$file"
    chmod 600 "$file"
  fi
  cat "$file"
}

# Starts "$@" as the unprivileged user in a session of its own; its pid goes to run/$name.pid.
start_daemon() { # $1: name, rest: command
  local name=$1; shift
  local pidfile="$HA_DIR/run/$name.pid"
  if [ -s "$pidfile" ] && kill -0 "$(cat "$pidfile")" 2>/dev/null; then return; fi
  # The daemon's own pid (not runuser's): the shell writes its pid, then becomes the daemon.
  # shellcheck disable=SC2016
  as_user sh -c 'echo $$ >"$0"; exec setsid "$@"' "$pidfile" "$@" >>"$HA_DIR/log/$name.log" 2>&1 </dev/null &
  for _ in $(seq 1 50); do [ -s "$pidfile" ] && break; sleep 0.1; done
}

stop_daemon() { # $1: name; SIGTERM, then SIGKILL after 30 s
  local pidfile="$HA_DIR/run/$1.pid"
  [ -s "$pidfile" ] || return 0
  local pid; pid=$(cat "$pidfile")
  if kill -0 "$pid" 2>/dev/null; then
    kill -TERM "$pid" 2>/dev/null || true
    for _ in $(seq 1 300); do kill -0 "$pid" 2>/dev/null || break; sleep 0.1; done
    kill -0 "$pid" 2>/dev/null && kill -KILL "$pid" 2>/dev/null || true
  fi
  rm -f "$pidfile"
}

rest() { # $1: node, $2: path; the body, or nothing
  curl -fsS --max-time 2 "http://127.0.0.1:$(rest_port "$1")$2" 2>/dev/null || true
}

primary_node() { # the node whose Patroni says it is the primary
  for n in "${NODES[@]}"; do
    if curl -fs -o /dev/null --max-time 2 "http://127.0.0.1:$(rest_port "$n")/primary" 2>/dev/null; then
      echo "$n"; return 0
    fi
  done
  return 1
}

write_configs() {
  mkdir -p "$HA_DIR"/{secrets,run,log,etcd,backrest,spool}
  local su repl owner app
  su=$(secret superuser); repl=$(secret replicator)
  owner=$(secret owner); app=$(secret app)

  cat >"$HA_DIR/pgbackrest.conf" <<EOF
[global]
repo1-path=$HA_DIR/backrest
repo1-retention-full=2
log-path=$HA_DIR/log
lock-path=$HA_DIR/run
spool-path=$HA_DIR/spool
log-level-console=warn
log-level-file=info
start-fast=y
compress-type=zst

[$STANZA]
pg1-path=$HA_DIR/node1/data
pg1-port=$(pg_port 1)
pg1-socket-path=$HA_DIR/node1
EOF

  for n in "${NODES[@]}"; do
    mkdir -p "$HA_DIR/node$n"
    cat >"$HA_DIR/node$n/patroni.yml" <<EOF
scope: $SCOPE
namespace: /service/
name: node$n
restapi:
  listen: 127.0.0.1:$(rest_port "$n")
  connect_address: 127.0.0.1:$(rest_port "$n")
etcd3:
  hosts: 127.0.0.1:$ETCD_PORT
bootstrap:
  dcs:
    # A primary that stops renewing its leader key is replaced after ttl seconds; Patroni
    # checks every loop_wait seconds. loop_wait + 2 × retry_timeout must not exceed ttl.
    ttl: 8
    loop_wait: 1
    retry_timeout: 3
    maximum_lag_on_failover: 1048576
    # A primary whose PostgreSQL crashed is failed over at once to the synchronous standby
    # (which has every acknowledged commit) rather than recovered in place first.
    master_start_timeout: 0
    # A commit is acknowledged once a synchronous standby has it too: a failover loses nothing
    # that was acknowledged. Not strict: with no standby left, the primary still takes writes.
    synchronous_mode: true
    synchronous_mode_strict: false
    postgresql:
      use_pg_rewind: true
      use_slots: true
      parameters:
        wal_level: replica
        hot_standby: "on"
        wal_log_hints: "on"
        max_wal_senders: 10
        max_replication_slots: 10
        max_connections: 200
        synchronous_commit: "on"
        # Continuous archiving (pgBackRest): every WAL segment, and one at least a minute.
        archive_mode: "on"
        archive_timeout: 60
        archive_command: pgbackrest --config=$HA_DIR/pgbackrest.conf --stanza=$STANZA --pg1-path=$HA_DIR/node$n/data archive-push %p
  initdb:
    - encoding: UTF8
    - locale: C
    - data-checksums
postgresql:
  listen: 127.0.0.1:$(pg_port "$n")
  connect_address: 127.0.0.1:$(pg_port "$n")
  data_dir: $HA_DIR/node$n/data
  bin_dir: $PG_BIN
  pgpass: $HA_DIR/node$n/pgpass
  authentication:
    superuser:
      username: postgres
      password: $su
    replication:
      username: replicator
      password: $repl
  parameters:
    unix_socket_directories: $HA_DIR/node$n
    archive_command: pgbackrest --config=$HA_DIR/pgbackrest.conf --stanza=$STANZA --pg1-path=$HA_DIR/node$n/data archive-push %p
  pg_hba:
    - local all all scram-sha-256
    - host replication replicator 127.0.0.1/32 scram-sha-256
    - host all all 127.0.0.1/32 scram-sha-256
tags:
  nofailover: false
  noloadbalance: false
EOF
    chmod 600 "$HA_DIR/node$n/patroni.yml"
  done

  # Patroni's HAProxy pattern: each port sends to the nodes whose REST API answers 200 for that
  # role, checked every second; a node marked down has its sessions cut at once, so clients
  # reconnect to the new primary instead of writing into a demoted one.
  {
    cat <<EOF
global
  maxconn 2000
defaults
  mode tcp
  timeout connect 4s
  timeout client 1h
  timeout server 1h
  timeout check 2s
  option tcpka
listen stats
  mode http
  bind 127.0.0.1:$STATS_PORT
  stats enable
  stats uri /
listen primary
  bind 127.0.0.1:$PRIMARY_PORT
  option httpchk OPTIONS /primary
  http-check expect status 200
  default-server inter 1s fastinter 250ms downinter 250ms fall 2 rise 1 on-marked-down shutdown-sessions
EOF
    for n in "${NODES[@]}"; do
      echo "  server node$n 127.0.0.1:$(pg_port "$n") maxconn 500 check port $(rest_port "$n")"
    done
    cat <<EOF
listen replicas
  bind 127.0.0.1:$REPLICA_PORT
  balance leastconn
  # A replica more than 1 MB of WAL behind is left out.
  option httpchk OPTIONS /replica?lag=1MB
  http-check expect status 200
  default-server inter 1s fastinter 250ms downinter 250ms fall 2 rise 1 on-marked-down shutdown-sessions
EOF
    for n in "${NODES[@]}"; do
      echo "  server node$n 127.0.0.1:$(pg_port "$n") maxconn 500 check port $(rest_port "$n")"
    done
  } >"$HA_DIR/haproxy.cfg"

  [ "$RUN_AS" = "$(id -un)" ] || chown -R "$RUN_AS": "$HA_DIR"
  chmod 700 "$HA_DIR"
}

wait_for_primary() { # up to $1 seconds
  for _ in $(seq 1 $(($1 * 2))); do
    primary_node >/dev/null && return 0
    sleep 0.5
  done
  return 1
}

psql_primary() { # psql as the superuser through HAProxy's primary port
  PGPASSWORD=$(secret superuser) as_user "$PG_BIN/psql" -h 127.0.0.1 -p "$PRIMARY_PORT" -U postgres \
    -v ON_ERROR_STOP=1 -qtA "$@"
}

backrest() { # pgbackrest against the current primary
  local n; n=$(primary_node) || die "no primary"
  PGPASSWORD=$(secret superuser) as_user pgbackrest --config="$HA_DIR/pgbackrest.conf" --stanza="$STANZA" \
    --pg1-path="$HA_DIR/node$n/data" --pg1-port="$(pg_port "$n")" \
    --pg1-socket-path="$HA_DIR/node$n" "$@"
}

cmd_up() {
  need
  write_configs
  # The folder must be reachable by the unprivileged user all the way down.
  as_user test -w "$HA_DIR" || die "$HA_DIR is not reachable by user $RUN_AS (choose HA_DIR elsewhere)"
  start_daemon etcd etcd --name forewarn-ha --data-dir "$HA_DIR/etcd" \
    --listen-client-urls "http://127.0.0.1:$ETCD_PORT" --advertise-client-urls "http://127.0.0.1:$ETCD_PORT" \
    --listen-peer-urls "http://127.0.0.1:$ETCD_PEER_PORT" --initial-advertise-peer-urls "http://127.0.0.1:$ETCD_PEER_PORT" \
    --initial-cluster "forewarn-ha=http://127.0.0.1:$ETCD_PEER_PORT"
  local etcd_up=
  for _ in $(seq 1 120); do
    if curl -fsS "http://127.0.0.1:$ETCD_PORT/health" >/dev/null 2>&1; then etcd_up=1; break; fi
    sleep 0.25
  done
  [ -n "$etcd_up" ] || die "etcd did not answer on port $ETCD_PORT (see $HA_DIR/log/etcd.log)"
  # All at once: on first use one of them wins the race to initialise and the others clone
  # it; after a stop, the most advanced one becomes the primary.
  # Patroni's PostgreSQL inherits glibc's malloc thresholds (decision 0143).
  for n in "${NODES[@]}"; do
    start_daemon "patroni$n" env MALLOC_MMAP_THRESHOLD_=4194304 MALLOC_TRIM_THRESHOLD_=8388608 \
      patroni "$HA_DIR/node$n/patroni.yml"
  done
  wait_for_primary 120 || die "no primary after 120 s (see $HA_DIR/log/patroni*.log)"
  start_daemon haproxy haproxy -db -f "$HA_DIR/haproxy.cfg"
  for _ in $(seq 1 40); do
    psql_primary -c 'SELECT 1' >/dev/null 2>&1 && break
    sleep 0.5
  done

  local owner app
  owner=$(secret owner); app=$(secret app)
  # The schema's owner and an app role that owns nothing (docs/decisions/0035).
  psql_primary <<EOF >/dev/null
SELECT 'CREATE ROLE forewarn_owner LOGIN' WHERE NOT EXISTS (SELECT FROM pg_roles WHERE rolname = 'forewarn_owner')
\gexec
SELECT 'CREATE ROLE forewarn_app LOGIN' WHERE NOT EXISTS (SELECT FROM pg_roles WHERE rolname = 'forewarn_app')
\gexec
ALTER ROLE forewarn_owner PASSWORD '$owner';
ALTER ROLE forewarn_app PASSWORD '$app';
SELECT 'CREATE DATABASE forewarn OWNER forewarn_owner' WHERE NOT EXISTS (SELECT FROM pg_database WHERE datname = 'forewarn')
\gexec
EOF
  if [ ! -e "$HA_DIR/backrest/archive/$STANZA/archive.info" ]; then
    backrest stanza-create >/dev/null
    backrest --type=full backup >/dev/null
  fi
  # Every replica streaming before the URLs are handed out.
  for _ in $(seq 1 120); do
    [ "$(count_streaming)" -ge 2 ] && break
    sleep 0.5
  done
  echo "DATABASE_URL=postgres://forewarn_app:$app@127.0.0.1:$PRIMARY_PORT/forewarn"
  echo "DATABASE_OWNER_URL=postgres://forewarn_owner:$owner@127.0.0.1:$PRIMARY_PORT/forewarn"
  echo "DATABASE_READ_URL=postgres://forewarn_app:$app@127.0.0.1:$REPLICA_PORT/forewarn"
}

count_streaming() {
  psql_primary -c "SELECT count(*) FROM pg_stat_replication WHERE state = 'streaming'" 2>/dev/null || echo 0
}

cmd_down() {
  stop_daemon haproxy
  for n in "${NODES[@]}"; do stop_daemon "patroni$n" & done
  wait
  stop_daemon etcd
  echo "stopped (data kept in $HA_DIR)"
}

cmd_status() {
  as_user patronictl -c "$HA_DIR/node1/patroni.yml" list
}

cmd_switchover() {
  local from; from=$(primary_node) || die "no primary"
  as_user patronictl -c "$HA_DIR/node1/patroni.yml" switchover "$SCOPE" --leader "node$from" --force
}

postmaster_of() { head -n 1 "$HA_DIR/node$1/data/postmaster.pid"; }

cmd_kill_primary() {
  local n; n=$(primary_node) || die "no primary"
  kill -KILL "$(postmaster_of "$n")"
  echo "killed the postmaster of node$n (pid $(postmaster_of "$n"))"
}

cmd_kill_patroni() {
  local n; n=$(primary_node) || die "no primary"
  kill -KILL "$(cat "$HA_DIR/run/patroni$n.pid")"
  echo "killed Patroni of node$n"
  # A supervisor (systemd's Restart=always in production) starts it again.
  rm -f "$HA_DIR/run/patroni$n.pid"
}

cmd_restore() { # TIME DIR [PORT]
  local target=${1:-} dir=${2:-} port=${3:-$((BASE + 40))}
  [ -n "$target" ] && [ -n "$dir" ] || die "usage: restore '2026-11-27 18:59:00+00' /empty/folder [port]"
  mkdir -p "$dir"
  [ -z "$(ls -A "$dir")" ] || die "$dir is not empty"
  [ "$RUN_AS" = "$(id -un)" ] || chown "$RUN_AS": "$dir"
  chmod 700 "$dir"
  as_user pgbackrest --config="$HA_DIR/pgbackrest.conf" --stanza="$STANZA" --pg1-path="$dir" \
    --type=time --target="$target" --target-action=promote restore
  # Alone: no archiving into the cluster's repository, no standbys to wait for.
  as_user "$PG_BIN/pg_ctl" start -D "$dir" -w -l "$dir/restored.log" -o "-p $port -c listen_addresses=127.0.0.1 -c unix_socket_directories=$dir -c archive_mode=off -c synchronous_standby_names= -c hba_file=$dir/pg_hba.conf" >/dev/null
  # Recovery replays up to the target, then promotes: wait until it takes writes.
  for _ in $(seq 1 120); do
    [ "$(PGPASSWORD=$(secret superuser) as_user "$PG_BIN/psql" -h 127.0.0.1 -p "$port" -U postgres -qtAc 'SELECT NOT pg_is_in_recovery()' 2>/dev/null)" = t ] && break
    sleep 0.5
  done
  echo "restored to $target in $dir, running on port $port:"
  echo "DATABASE_OWNER_URL=postgres://forewarn_owner:$(secret owner)@127.0.0.1:$port/forewarn"
  if [ "$(id -u)" = 0 ]; then echo "stop it with: runuser -u $RUN_AS -- $PG_BIN/pg_ctl stop -D $dir"; else echo "stop it with: $PG_BIN/pg_ctl stop -D $dir"; fi
}

case "${1:-}" in
  up) cmd_up ;;
  down) cmd_down ;;
  status) cmd_status ;;
  switchover) cmd_switchover ;;
  kill-primary) cmd_kill_primary ;;
  kill-patroni) cmd_kill_patroni ;;
  backup) backrest --type=full backup ;;
  restore) shift; cmd_restore "$@" ;;
  *) sed -n '2,23p' "$0" | sed 's/^# \{0,1\}//'; exit 2 ;;
esac
