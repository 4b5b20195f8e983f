import { ConsoleLayout } from '../../features/console/ConsoleLayout.tsx';
import { outboxLoader } from '../../features/console/loaders.server.ts';
import { useTranslation } from '../../i18n/use-translation.ts';
import { pageHead } from '../../seo/head.ts';
import { EmptyState } from '../../ui/EmptyState.tsx';
import type { Route } from './+types/outbox.ts';

/**
 * The dev outbox for administrators: what the development mail and SMS delivery kept (codes
 * included), newest first. The access middleware admits administrators only; the loader checks too.
 */
export const loader = ({ context }: Route.LoaderArgs) => outboxLoader(context);

export const meta: Route.MetaFunction = (args) => [
  ...pageHead(args, { page: 'adminOutbox' }),
  { name: 'robots', content: 'noindex' },
];

export default function AdminOutbox({ loaderData }: Route.ComponentProps) {
  const { t, i18n } = useTranslation('pages');
  const time = new Intl.DateTimeFormat(i18n.language, {
    dateStyle: 'short',
    timeStyle: 'medium',
    timeZone: loaderData.view.timeZone,
  });
  return (
    <ConsoleLayout view={loaderData.view} page="adminOutbox">
      {loaderData.messages.length === 0 ? (
        <EmptyState />
      ) : (
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
    </ConsoleLayout>
  );
}
