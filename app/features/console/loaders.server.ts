/**
 * The console pages' loaders (issue 15): each checks the viewer's role on the server again
 * (`consoleAccess`), reads its list through the services with the call's own query schema, and
 * sends the `console` catalog sections it shows with its data.
 */
import { data, type RouterContextProvider } from 'react-router';
import {
  auditQuerySchema,
  reviewQuerySchema,
  type StaffUserDetail,
  staffUserQuerySchema,
} from '../../../shared/console/contract.ts';
import { actsAs } from '../../../shared/console/model.ts';
import { isDomainError } from '../../../shared/errors.ts';
import { databaseId } from '../../../shared/wire.ts';
import { consoleAccess, readQuery } from './console.server.ts';

type Context = Readonly<RouterContextProvider>;

/** /admin: the sections the viewer's roles open, with the pending items per queue for reviewers. */
export async function homeLoader(context: Context) {
  const { load, uid, view } = consoleAccess(context, 'staff', ['home', 'queues']);
  const pending = actsAs(view.roles, 'reviewer')
    ? (await load.services.review.list({ state: 'pending', mine: '0', page: 1, size: 1 }, uid)).pending
    : null;
  return { view, pending };
}

/** /admin/users: a page of the accounts the search finds (newest first without one); `?size=` up to 200. */
export async function usersLoader(context: Context, request: Request) {
  const { load, view } = consoleAccess(context, 'support', ['users', 'badge']);
  const query = readQuery(staffUserQuerySchema, request);
  const list = await load.services.staffUsers.search(query);
  return { view, q: query.q, list };
}

/** /admin/users/:uid: one account (404 when no account has that uid). */
export async function userLoader(context: Context, param: string | undefined) {
  const { load, view } = consoleAccess(context, 'support', ['user', 'badge']);
  const uid = databaseId(param ?? '');
  if (uid === undefined) throw data(null, { status: 404 });
  let user: StaffUserDetail;
  try {
    user = await load.services.staffUsers.detail(uid);
  } catch (error) {
    if (isDomainError(error) && error.kind === 'notFound') throw data(null, { status: 404 });
    throw error;
  }
  return { view, user };
}

/** /admin/review: a page of a queue's items by state (pending oldest first), with pending counts. */
export async function reviewLoader(context: Context, request: Request) {
  const { load, uid, view } = consoleAccess(context, 'reviewer', [
    'review',
    'queues',
    'states',
    'reportReasons',
    'decisionReasons',
  ]);
  const query = readQuery(reviewQuerySchema, request);
  const list = await load.services.review.list(query, uid);
  return { view, query: { queue: query.queue ?? '', state: query.state, mine: query.mine === '1' }, list };
}

/** /admin/audit: a page of the audit log, newest first, by actor, action, subject and UTC days. */
export async function auditLoader(context: Context, request: Request) {
  const { load, view } = consoleAccess(context, 'admin', ['audit', 'actions']);
  const query = readQuery(auditQuerySchema, request);
  const list = await load.services.audit.search(query);
  return {
    view,
    query: {
      actor: query.actor ?? '',
      action: query.action ?? '',
      subject: query.subject ?? '',
      from: query.from ?? '',
      to: query.to ?? '',
    },
    list,
  };
}

/**
 * /admin/outbox: what the development mail and SMS delivery kept (codes included), newest first,
 * for administrators.
 */
export function outboxLoader(context: Context) {
  const { load, view } = consoleAccess(context, 'admin');
  return {
    view,
    messages: load.services.outbox.list(200),
    delivery: { mail: load.services.mailer.kind, sms: load.services.sms.kind },
  };
}
