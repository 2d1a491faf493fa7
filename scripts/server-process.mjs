// How the API server's process is started, in one place: `npm start` (scripts/start.mjs), the bench, the
// cluster and reliability scripts (tools/harness/server.ts) and deploy/systemd/portal-api@.service (a test
// checks that its ExecStart and Environment say the same). Why each value: docs/decisions/021-class-list-cache.md.

/** Node/V8 flags of the server process. */
export const SERVER_NODE_FLAGS = ['--max-semi-space-size=4', '--max-old-space-size=192'];

/** Environment of the server process (the C library's allocator). */
export const SERVER_ENV = { MALLOC_ARENA_MAX: '2' };
