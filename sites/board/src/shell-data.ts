import { isRouteErrorResponse, type StaticHandlerContext } from 'react-router';
import type { Shell } from './routes/app-context';

const SHELL_ID = 'bj-shell';
const HYDRATION_ID = 'bj-hydration';

/** JSON inside a script: `<` escaped so no text can close the script early. */
const scriptJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

export const shellScript = (shell: Shell) =>
  `<script id="${SHELL_ID}" type="application/json">${scriptJson(shell)}</script>`;

/** The shell the server rendered with, read back by the browser before it hydrates. */
export function readShell(doc: Document): Shell {
  return JSON.parse(doc.getElementById(SHELL_ID)?.textContent ?? 'null') as Shell;
}

/**
 * The loaders' data for hydration, in React Router's own format (errors serialised as it does),
 * as a JSON data block: pages carry no executable inline script, so the CSP needs no nonce.
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
  return `<script id="${HYDRATION_ID}" type="application/json">${scriptJson(data)}</script>`;
}

/**
 * Hands the server's loader data to React Router where it looks for it (it revives the serialised
 * route errors itself), before the browser router is created.
 */
export function publishHydrationData(doc: Document) {
  const data = JSON.parse(doc.getElementById(HYDRATION_ID)?.textContent ?? 'null') as unknown;
  (window as { __staticRouterHydrationData?: unknown }).__staticRouterHydrationData = data;
}
