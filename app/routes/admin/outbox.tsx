import { data } from 'react-router';
import { appContext } from '../../context.ts';
import { useTranslation } from '../../i18n/use-translation.ts';
import { pageHead } from '../../seo/head.ts';
import { PageShell } from '../../ui/PageShell.tsx';
import type { Route } from './+types/outbox.ts';

/**
 * The dev outbox for administrators: what the development mail and SMS delivery kept (codes
 * included), newest first. The access middleware admits administrators only; the loader checks too.
 */
export async function loader({ context }: Route.LoaderArgs) {
  const { ctx, services } = context.get(appContext);
  if (!ctx.user?.roles.includes('admin')) throw data(null, { status: 403 });
  return {
    messages: services.outbox.list(200),
    delivery: { mail: services.mailer.kind, sms: services.sms.kind },
  };
}

export const meta: Route.MetaFunction = (args) => [
  ...pageHead(args, { page: 'adminOutbox' }),
  { name: 'robots', content: 'noindex' },
];

export default function AdminOutbox({ loaderData }: Route.ComponentProps) {
  const { t, i18n } = useTranslation('pages');
  const time = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'short', timeStyle: 'medium' });
  return (
    <PageShell title={t('adminOutbox.title')} lead={t('adminOutbox.description')}>
      {loaderData.messages.length === 0 ? undefined : (
        <div className="user-table-scroll">
          <table className="user-table">
            <thead>
              <tr>
                <th scope="col">{t('adminOutbox.time')}</th>
                <th scope="col">{t('adminOutbox.channel')}</th>
                <th scope="col">{t('adminOutbox.to')}</th>
                <th scope="col">{t('adminOutbox.message')}</th>
              </tr>
            </thead>
            <tbody>
              {loaderData.messages.map((m) => (
                <tr key={`${m.at}-${m.to}-${m.text}`}>
                  <td>
                    <time dateTime={m.at}>{time.format(new Date(m.at))}</time>
                  </td>
                  <td>{t(`adminOutbox.${m.channel}`)}</td>
                  <td>{m.to}</td>
                  <td className="user-table__wrap">
                    {m.subject && <strong>{m.subject}</strong>}
                    <div>{m.text}</div>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </PageShell>
  );
}
