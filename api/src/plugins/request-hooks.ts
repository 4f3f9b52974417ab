/**
 * The plugins that hook every request (errors, headers, limits, session, CSRF…), in the order they hook. Fastify
 * gives a route the hooks in place when the plugin that adds it finishes, so a plugin that serves routes of its own
 * (the CSRF token, uploads, the API reference, the site) lists these in its `dependencies`: autoload then registers
 * them first. The routes folder is loaded after every plugin.
 */
export const REQUEST_HOOKS = [
  'errors',
  'body-limit',
  'caches',
  'security-headers',
  'static-guard',
  'compression',
  'cookie',
  'edge-cache',
  'nul-guard',
  'session',
  'csrf',
  'write-limits',
] as const;

/** The hooks a plugin's routes get when it registers them before `name` (the CSRF plugin's own route). */
export const hooksBefore = (name: (typeof REQUEST_HOOKS)[number]): string[] => REQUEST_HOOKS.slice(0, REQUEST_HOOKS.indexOf(name));
