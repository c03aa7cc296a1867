import { createStaticRouter, type StaticHandlerContext } from 'react-router';

type StaticRouter = ReturnType<typeof createStaticRouter>;

/**
 * React Router's `createStaticRouter` converts the whole route tree into its own route objects on
 * every call (~2 % of a page miss in the profile, docs/page-serving.md). Here the conversion is
 * made once and each request's router is that one with the request's state: the same routes,
 * matches taken from the converted tree, as `createStaticRouter` makes them. A page's module loads
 * lazily, once: its route gains its component then, and the conversion is made again when a
 * request matches a route whose converted copy predates that.
 */
export function staticRouters(routes: Parameters<typeof createStaticRouter>[0]) {
  let converted: StaticRouter | undefined;
  const stale = (context: StaticHandlerContext, router: StaticRouter) =>
    context.matches.some((match) => {
      const copy = router.manifest[match.route.id];
      return !copy || (copy.lazy !== undefined && match.route.lazy === undefined);
    });
  return (context: StaticHandlerContext): StaticRouter => {
    if (!converted || stale(context, converted)) converted = createStaticRouter(routes, context);
    const base = converted;
    const matches = context.matches.map((match) => ({ ...match, route: base.manifest[match.route.id] ?? match.route }));
    const state = {
      ...base.state,
      location: context.location,
      matches,
      loaderData: context.loaderData,
      actionData: context.actionData,
      errors: context.errors,
    };
    return Object.create(base, {
      basename: { get: () => context.basename },
      state: { get: () => state },
    }) as StaticRouter;
  };
}
