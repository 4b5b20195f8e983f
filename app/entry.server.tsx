import { PassThrough } from 'node:stream';
import { createReadableStreamFromReadable } from '@react-router/node';
import { isbot } from 'isbot';
import type { RenderToPipeableStreamOptions } from 'react-dom/server';
import { renderToPipeableStream } from 'react-dom/server';
import type { EntryContext, HandleErrorFunction, RouterContextProvider } from 'react-router';
import { createContext, isRouteErrorResponse, ServerRouter } from 'react-router';
import { CspNonceContext, type CspNonces } from './lib/csp-nonce.ts';

export { appContext } from './context.ts';

/**
 * The nonces of this answer's Content-Security-Policy header: the server (server/ssr/mount.ts) puts
 * them in the load context under this key, taken from the build like `appContext`.
 */
export const cspNonces = createContext<CspNonces>({});

export const streamTimeout = 5_000;

/**
 * What React Router caught on the server goes to the log, except what a visitor causes at will: a
 * request they abandoned, and 4xx answers (a POST to a page without an action is a 405; a missing
 * page a 404). Those are answers, not faults, and would otherwise let anyone fill the log.
 */
export const handleError: HandleErrorFunction = (error, { request }) => {
  if (request.signal.aborted) return;
  if (isRouteErrorResponse(error) && error.status < 500) return;
  console.error(error);
};

export default async function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: RouterContextProvider,
) {
  if (request.method.toUpperCase() === 'HEAD') {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }
  // The loaders and React's render each run without waiting for I/O on the embedded database: let the
  // event loop read its sockets between the two (server/ssr/render-limit.ts says why).
  await new Promise<void>((resolve) => setImmediate(resolve));
  // The visitor has gone while the loaders ran: nobody would read the page.
  if (request.signal.aborted) return new Response(null, { status: 503 });
  const nonces = loadContext.get(cspNonces);
  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    const userAgent = request.headers.get('user-agent');
    // Crawlers get the whole document at once; people get the shell as early as possible.
    const readyOption: keyof RenderToPipeableStreamOptions =
      (userAgent && isbot(userAgent)) || routerContext.isSpaMode ? 'onAllReady' : 'onShellReady';
    let timeoutId: ReturnType<typeof setTimeout> | undefined = setTimeout(
      () => abort(),
      streamTimeout + 1000,
    );
    // A visitor who goes stops the render (React also stops when the answer's stream closes early).
    const onGone = () => abort(request.signal.reason);
    const done = () => {
      clearTimeout(timeoutId);
      timeoutId = undefined;
      request.signal.removeEventListener('abort', onGone);
    };
    const { pipe, abort } = renderToPipeableStream(
      <CspNonceContext value={nonces}>
        <ServerRouter context={routerContext} url={request.url} nonce={nonces.script} />
      </CspNonceContext>,
      {
        // React's own inline scripts and styles (streamed boundaries) carry the answer's nonces.
        nonce: { script: nonces.script, style: nonces.style },
        [readyOption]() {
          shellRendered = true;
          const body = new PassThrough({
            final(callback) {
              done();
              callback();
            },
          });
          body.once('close', done);
          responseHeaders.set('Content-Type', 'text/html; charset=utf-8');
          pipe(body);
          resolve(
            new Response(createReadableStreamFromReadable(body), {
              headers: responseHeaders,
              status: responseStatusCode,
            }),
          );
        },
        onShellError(error: unknown) {
          done();
          reject(error);
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          if (shellRendered && !request.signal.aborted) console.error(error);
        },
      },
    );
    request.signal.addEventListener('abort', onGone, { once: true });
  });
}
