import { isRouteErrorResponse, type StaticHandlerContext } from 'react-router';
import type { Shell } from './routes/app-context';

const SHELL_ID = 'bj-shell';

/** JSON inside a script: `<` escaped so no text can close the script early. */
const scriptJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

export const shellScript = (shell: Shell) =>
  `<script id="${SHELL_ID}" type="application/json">${scriptJson(shell)}</script>`;

/** The shell the server rendered with, read back by the browser before it hydrates. */
export function readShell(doc: Document): Shell {
  return JSON.parse(doc.getElementById(SHELL_ID)?.textContent ?? 'null') as Shell;
}

/**
 * The loaders' data for hydration, in React Router's own format (`window.__staticRouterHydrationData`,
 * errors serialised as it does), so the browser router starts where the server stopped.
 */
export function hydrationScript(context: StaticHandlerContext): string {
  const errors = context.errors
    ? Object.fromEntries(
        Object.entries(context.errors).map(([id, error]) => [
          id,
          isRouteErrorResponse(error)
            ? { ...error, __type: 'RouteErrorResponse' }
            : error instanceof Error
              ? { message: error.message, __type: 'Error' }
              : error,
        ]),
      )
    : null;
  const data = { loaderData: context.loaderData, actionData: context.actionData, errors };
  return `<script>window.__staticRouterHydrationData=JSON.parse(${scriptJson(JSON.stringify(data))})</script>`;
}
